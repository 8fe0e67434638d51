// The consumer test: the four packages as a developer at another company gets them. It packs each
// package (`pnpm pack`), installs the tarballs with plain `npm install` into projects outside the
// workspace (one with React 19, one with React 18; no --legacy-peer-deps, and npm may not warn of
// an engine or peer mismatch), then:
//   - runs Node ESM and CommonJS scripts against @wh/core, @wh/content, @wh/ui and @wh/auth, and
//     @wh/auth/client in Node, which must print nothing to stderr (supabase-js's Node 20 warning);
//   - renders @wh/ui widgets and @wh/auth forms with renderToString (React 19 and 18);
//   - type-checks, strict with skipLibCheck false, a consumer under moduleResolution bundler and
//     node16 (ESM and CommonJS files), the Vite app's source, and every TypeScript and JavaScript
//     example in the four READMEs (React 19 types and React 18 types);
//   - builds a Vite single-page app with each React and opens both in Chromium, where the widgets
//     must behave as on the site with no step of the app's own (fixtures/browser.mjs).
//
// Usage: node scripts/consumer/run.mjs   (KEEP_CONSUMER=1 keeps the temporary folder)
// Needs the packages built (turbo's dependsOn does it), the npm registry, and Chromium.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readmeExamples } from './readmeExamples.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const fixtures = join(here, 'fixtures');
const packages = ['core', 'content', 'ui', 'auth'];
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

// pnpm hands its settings to scripts as npm_config_* variables; npm must not inherit them.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

/** Runs a command; resolves to its output, rejects with the output attached. */
function run(command, args, cwd, { allowStderr = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const what = `${command} ${args.join(' ')} (in ${cwd})`;
      if (code !== 0) reject(new Error(`${what} exited ${code}\n${stdout}${stderr}`));
      else if (!allowStderr && stderr.trim()) reject(new Error(`${what} printed to stderr:\n${stderr}`));
      else resolve(stdout + stderr);
    });
  });
}

const results = [];
/** One named check: counted, timed, and reported whether it passes or fails. */
async function check(name, body) {
  const begin = Date.now();
  try {
    const output = await body();
    results.push({ name, ok: true });
    console.log(`ok   ${name} (${((Date.now() - begin) / 1000).toFixed(1)} s)${output ? `\n     ${String(output).trim().replaceAll('\n', '\n     ')}` : ''}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`FAIL ${name} (${((Date.now() - begin) / 1000).toFixed(1)} s)\n${error.message}`);
  }
}

/** The workspace's pinned version of a tool (pnpm-workspace.yaml's catalog), so the test uses the same. */
function catalogVersion(name) {
  const line = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .find((text) => text.trim().replace(/'/g, '').startsWith(`${name}:`));
  if (!line) throw new Error(`${name} is not in the workspace catalog`);
  return line.split(':').slice(1).join(':').trim();
}

for (const name of packages) {
  if (!existsSync(join(root, 'packages', name, 'dist', 'index.js'))) {
    console.error(`packages/${name} is not built: run pnpm build (turbo runs this test after it)`);
    process.exit(1);
  }
}

const work = mkdtempSync(join(tmpdir(), 'wh-consumer-'));
try {
  // 1. Pack, as `pnpm publish` would (workspace: ranges become versions).
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  await Promise.all(packages.map((name) => run('pnpm', ['pack', '--pack-destination', tarballs], join(root, 'packages', name))));
  const tarballOf = (name) => join(tarballs, readdirSync(tarballs).find((file) => file.startsWith(`wh-${name}-`)));
  console.log(`packed ${readdirSync(tarballs).join(', ')} (${elapsed()})`);

  // 2. Two projects outside the workspace, differing only in React.
  const tools = {
    typescript: catalogVersion('typescript'),
    vite: catalogVersion('vite'),
    '@vitejs/plugin-react': catalogVersion('@vitejs/plugin-react'),
    '@types/node': catalogVersion('@types/node'),
  };
  const projects = {
    react19: { react: '^19.0.0', types: '^19.0.0', extra: { 'playwright-core': catalogVersion('playwright'), ws: '^8.18.0' } },
    react18: { react: '^18.2.0', types: '^18.2.0', extra: {} },
  };
  const examples = readmeExamples(root, packages);
  for (const [name, { react, types, extra }] of Object.entries(projects)) {
    const dir = join(work, name);
    cpSync(fixtures, dir, { recursive: true });
    mkdirSync(join(dir, 'readme'));
    for (const example of examples) writeFileSync(join(dir, 'readme', example.file), example.source);
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify(
        {
          name: `wh-consumer-${name}`,
          private: true,
          type: 'module',
          dependencies: {
            ...Object.fromEntries(packages.map((pkg) => [`@wh/${pkg}`, `file:${tarballOf(pkg)}`])),
            react,
            'react-dom': react,
            // @wh/content's search needs it (an optional peer).
            minisearch: '^7.2.0',
          },
          devDependencies: { ...tools, '@types/react': types, '@types/react-dom': types, ...extra },
        },
        null,
        2,
      ),
    );
  }

  // 3. Install both at once; npm's cache makes the second run of the day quick.
  await Promise.all(
    Object.keys(projects).map((name) =>
      check(`npm install (${name}), no engine or peer warnings`, async () => {
        const dir = join(work, name);
        const output = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], dir);
        const problems = output.split('\n').filter((line) => /EBADENGINE|ERESOLVE|peer dep|invalid/i.test(line));
        if (problems.length) throw new Error(`npm warned:\n${problems.join('\n')}`);
        // npm ls fails on any missing, invalid or extraneous package, peers included.
        await run('npm', ['ls', '--all'], dir);
        const versions = JSON.parse(await run('npm', ['ls', 'react', '@supabase/supabase-js', '--json'], dir)).dependencies;
        return `react ${versions.react.version}, supabase-js ${versions['@wh/auth']?.dependencies?.['@supabase/supabase-js']?.version ?? '?'}`;
      }),
    ),
  );
  if (results.some((result) => !result.ok)) throw new Error('an install failed: nothing else can run');
  console.log(`installed (${elapsed()})`);

  const r19 = join(work, 'react19');
  const r18 = join(work, 'react18');
  const tsc = (dir, config) => run(process.execPath, [join(dir, 'node_modules/typescript/bin/tsc'), '-p', config], dir);
  const strict = { strict: true, skipLibCheck: false, noEmit: true, target: 'ES2022', jsx: 'react-jsx', noUncheckedIndexedAccess: true };
  for (const dir of [r19, r18]) {
    const bundler = { ...strict, module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: ['node', 'vite/client'] };
    writeFileSync(join(dir, 'tsconfig.bundler.json'), JSON.stringify({ compilerOptions: bundler, include: ['types/*.tsx', 'spa/src', 'readme'] }, null, 2));
  }
  const node16 = { ...strict, module: 'node16', moduleResolution: 'node16', lib: ['ES2023', 'DOM'], types: ['node'] };
  writeFileSync(join(r19, 'tsconfig.node16.json'), JSON.stringify({ compilerOptions: node16, include: ['types'] }, null, 2));

  // 4. Everything that needs only the installed projects, two at a time (the machine has two cores).
  const jobs = [
    () => check('Node ESM: @wh/core, @wh/content', () => run('node', ['node/esm.mjs'], r19, { allowStderr: false })),
    () => check('Node CommonJS: require() of all four packages', () => run('node', ['node/cjs.cjs'], r19, { allowStderr: false })),
    () => check('Node: @wh/auth loads no supabase-js; @wh/auth/client prints no warning', () => run('node', ['node/auth-client.mjs'], r19, { allowStderr: false })),
    () => check('renderToString, React 19', () => run('node', ['node/ssr.mjs'], r19, { allowStderr: false })),
    () => check('renderToString, React 18', () => run('node', ['node/ssr.mjs'], r18, { allowStderr: false })),
    () => check(`TypeScript bundler, React 19 types: consumer, Vite app, ${examples.length} README examples`, () => tsc(r19, 'tsconfig.bundler.json')),
    () => check(`TypeScript bundler, React 18 types: consumer, Vite app, ${examples.length} README examples`, () => tsc(r18, 'tsconfig.bundler.json')),
    () => check('TypeScript node16: ESM (.tsx) and CommonJS (.cts) consumers', () => tsc(r19, 'tsconfig.node16.json')),
    () => check('Vite build, React 19', () => run(process.execPath, [join(r19, 'node_modules/vite/bin/vite.js'), 'build', 'spa'], r19)),
    () => check('Vite build, React 18', () => run(process.execPath, [join(r18, 'node_modules/vite/bin/vite.js'), 'build', 'spa'], r18)),
  ];
  const queue = [...jobs];
  await Promise.all([1, 2].map(async () => {
    while (queue.length) await queue.shift()();
  }));

  // 5. Both apps in Chromium.
  const built = [
    { name: 'React 19 app', dist: join(r19, 'spa/dist'), react: '19' },
    { name: 'React 18 app', dist: join(r18, 'spa/dist'), react: '18' },
  ].filter((app) => existsSync(join(app.dist, 'index.html')));
  await check('Chromium: the Vite apps, React 19 and React 18', async () => {
    if (built.length !== 2) throw new Error('a Vite build failed, so its app cannot be opened');
    return run('node', ['browser.mjs', JSON.stringify(built)], r19);
  });
} catch (error) {
  results.push({ name: 'setup', ok: false });
  console.log(`FAIL setup\n${error.stack ?? error.message}`);
} finally {
  if (process.env.KEEP_CONSUMER) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok).length;
console.log(`consumer test: ${elapsed()}`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
