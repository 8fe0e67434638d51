/**
 * Turns the client and server builds into one static site per country:
 * dist/sites/<country>/ holds an HTML file per route, 404.html, sitemap.xml,
 * robots.txt and the shared assets, each text file also precompressed as
 * .br and .gz so any server or CDN can send them without compressing on the fly.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Country } from '@wh/core';
import type * as ServerEntry from '../src/entry-server';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  nginxConfig,
  inlineHash,
  withSecurityMeta,
} from '../server/securityPolicy';
import type { Manifest } from 'vite';
import { guideDownloads } from '../src/guideDownloads';
import { htmlFileFor, offlineGuide, robotsTxt, sitemapXml, type OfflineGuideManifest, type OfflineGuideSummary } from '../src/sitePolicy';
import { assertBrowserCodeIsLean, clientFiles, pageAssetsFrom, pageCodeFiles, stylesheetFiles } from './pageAssets';
import { pageStylesheet } from './pageStyles';
import { writeGuidePdfs } from './guides/writeGuidePdfs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const clientDir = join(dist, 'client');
const sitesDir = join(dist, 'sites');
const countries: Country[] = ['uk', 'ng'];

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function precompress(dir: string): Promise<void> {
  for await (const file of walk(dir)) {
    if (!compressible.test(file)) continue;
    const data = await readFile(file);
    await writeFile(
      `${file}.br`,
      await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${file}.gz`, await gzipAsync(data, { level: 9 }));
  }
}

/**
 * Puts the page's stylesheet inside the page, so the first paint needs no second
 * request. React leaves a <style> it did not render alone when it hydrates.
 */
function withInlineStyles(html: string, styleText: string): string {
  if (!html.includes('</head>')) throw new Error('A prerendered page has no </head> to put its styles before.');
  // A function replacement, so a `$` in the CSS is never read as a replacement pattern.
  return html.replace('</head>', () => `<style>${styleText}</style></head>`);
}

/** The text of a page's <style> element: its stylesheet, which cannot close the element early. */
const styleTextOf = (css: string) => css.replaceAll('</', '<\\/');

/**
 * Writes the site's service worker (built by vite.sw.config.ts) with the list of the tools' files
 * it stores once the reader opens a tool or comes back (never at install): the code of every
 * island, so the calculators work offline even if never opened online, and so do the menus and
 * show/hide sections of every page read before; and the search index, so the search works
 * offline. Hashed file names are their own version.
 */
async function writeServiceWorker(siteDir: string, vite: Manifest, searchIndexPath: string): Promise<string[]> {
  const toolsFiles = [...clientFiles(vite), searchIndexPath];
  const worker = await readFile(join(dist, 'sw', 'sw.js'), 'utf8');
  if (!worker.includes('self.__TOOLS_FILES')) throw new Error('dist/sw/sw.js has no self.__TOOLS_FILES to fill in.');
  await writeFile(join(siteDir, 'sw.js'), worker.replace('self.__TOOLS_FILES', () => JSON.stringify(toolsFiles)));
  return toolsFiles;
}

/**
 * Writes the site's offline set for "Save this guide for offline" (`offlineGuide` in
 * src/sitePolicy.ts): every page, the tools' files the worker stores, and every other file the
 * pages use (images) or offer (the guides' PDFs), with the bytes the reader downloads (the Brotli size, as the server sends
 * it) and a version that changes with any file, and its summary for the page that offers it. Run
 * after `precompress`.
 */
async function writeOfflineGuide(siteDir: string, pagePaths: readonly string[], toolsFiles: readonly string[]): Promise<OfflineGuideManifest> {
  const files = new Set(toolsFiles);
  for await (const file of walk(join(siteDir, 'assets'))) {
    if (!/\.(br|gz)$/.test(file)) files.add(`/${relative(siteDir, file).split('\\').join('/')}`);
  }
  for (const download of guideDownloads) files.add(download.path);
  const urls = [...pagePaths, ...files];
  const hash = createHash('sha256');
  let bytes = 0;
  for (const url of urls) {
    const file = join(siteDir, pagePaths.includes(url) ? htmlFileFor(url) : url.slice(1));
    const compressed = existsSync(`${file}.br`) ? `${file}.br` : file;
    bytes += (await stat(compressed)).size;
    hash.update(url).update(await readFile(file));
  }
  const manifest: OfflineGuideManifest = { version: hash.digest('hex').slice(0, 16), urls, bytes };
  await writeFile(join(siteDir, offlineGuide.manifest.slice(1)), JSON.stringify(manifest));
  const summary: OfflineGuideSummary = { version: manifest.version, files: urls.length, bytes };
  await writeFile(join(siteDir, offlineGuide.summary.slice(1)), JSON.stringify(summary));
  return manifest;
}

async function main(): Promise<void> {
  const server = (await import(
    pathToFileURL(join(dist, 'server', 'entry-server.js')).href
  )) as typeof ServerEntry;
  const vite = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  assertBrowserCodeIsLean(vite);
  const assets = pageAssetsFrom(vite, server.islandSourceFile);
  const paths = server.pagePaths;
  const styles = (await Promise.all(stylesheetFiles(vite).map((file) => readFile(join(clientDir, file), 'utf8')))).join('');
  if (!styles) throw new Error('The client build has no stylesheet to inline.');
  /** The text of every file of code a page with these islands may run, to cut its stylesheet by. */
  const codeText = new Map<string, Promise<string>>();
  const pageCode = async (islands: readonly string[]) => {
    const files = pageCodeFiles(vite, [...new Set(islands)].map((name) => server.islandSourceFile(name)));
    for (const file of files) if (!codeText.has(file)) codeText.set(file, readFile(join(clientDir, file), 'utf8'));
    return (await Promise.all(files.map((file) => codeText.get(file)!))).join('\n');
  };

  await rm(sitesDir, { recursive: true, force: true });
  for (const country of countries) {
    const origin = server.siteOrigins[country];
    const siteDir = join(sitesDir, country);
    await cp(clientDir, siteDir, {
      recursive: true,
      filter: (source) => !relative(clientDir, source).startsWith('.vite'),
    });

    const https = origin.startsWith('https:');
    const authOrigin = new URL(server.supabaseConfig.url).origin;
    const rendered: { file: string; html: string; islands: string[] }[] = [];
    const indexedPaths: string[] = [];

    // The guides first: the download buttons of /resources say each PDF's size.
    const guidesStarted = performance.now();
    const guideSizes = await writeGuidePdfs(siteDir, country, origin);
    const guidesMade = `${Object.keys(guideSizes).length} guide PDFs (${Math.round(Object.values(guideSizes).reduce((sum, bytes) => sum + bytes, 0) / 1024)} KB) in ${((performance.now() - guidesStarted) / 1000).toFixed(1)} s`;
    for (const path of paths) {
      const { status, html, indexed, islands } = await server.render(new Request(`${origin}${path}`), assets, { guideSizes });
      if (status !== 200) throw new Error(`Prerendering ${origin}${path} answered ${status}, not 200.`);
      rendered.push({ file: htmlFileFor(path), html, islands: islands.map((island) => island.name) });
      if (indexed) indexedPaths.push(path);
    }
    const notFound = await server.render(new Request(`${origin}/404`), assets);
    if (notFound.status !== 404) throw new Error(`The not-found page answered ${notFound.status}, not 404.`);
    rendered.push({ file: htmlFileFor('/404'), html: notFound.html, islands: notFound.islands.map((island) => island.name) });

    // One policy for every page: it allows the site's inline scripts, wherever they are.
    const scriptHashes = [...new Set(rendered.flatMap(({ html }) => inlineScripts(html).map(inlineHash)))].sort();
    const policy = (forMeta: boolean, styleHash?: string) => contentSecurityPolicy({ scriptHashes, authOrigin, https, forMeta, styleHash });
    for (const { file, html, islands } of rendered) {
      await mkdir(dirname(join(siteDir, file)), { recursive: true });
      const code = await pageCode(islands);
      // The page's meta policy allows its own stylesheet by hash, and no other inline style.
      const styleText = styleTextOf(pageStylesheet(styles, { html, code }));
      await writeFile(join(siteDir, file), withInlineStyles(withSecurityMeta(html, policy(true, inlineHash(styleText))), styleText));
    }

    // The /search page links to this file (by its hash); it is cached for a year like any asset.
    const searchIndex = await server.searchIndexFile(country);
    await writeFile(join(siteDir, searchIndex.path), searchIndex.json);
    const toolsFiles = await writeServiceWorker(siteDir, vite, searchIndex.path);
    await writeFile(join(siteDir, '_headers'), headersFile(baseSecurityHeaders({ https }), policy(false)));
    // An nginx server block with the same policy, beside (not inside) the site.
    await mkdir(join(dist, 'deploy'), { recursive: true });
    await writeFile(
      join(dist, 'deploy', `${country}.nginx.conf`),
      nginxConfig({
        serverName: new URL(origin).hostname,
        root: `/srv/womens-health/${country}`,
        shared: baseSecurityHeaders({ https: true }),
        policy: contentSecurityPolicy({ scriptHashes, authOrigin, https: true, forMeta: false }),
      }),
    );

    await writeFile(join(siteDir, 'sitemap.xml'), sitemapXml(origin, indexedPaths));
    await writeFile(join(siteDir, 'robots.txt'), robotsTxt(origin));

    await precompress(siteDir);
    const guide = await writeOfflineGuide(siteDir, paths, toolsFiles);
    console.log(`Prerendered ${paths.length} pages and 404.html for ${country} (${origin}); ${guidesMade}; offline set: ${guide.urls.length} files, ${Math.round(guide.bytes / 1024)} KB.`);
  }
}

await main();
