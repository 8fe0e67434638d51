// Installs @wh/ui the way another team would and uses it: `pnpm pack` this package (and @wh/core,
// which is not on a registry yet), unpack the tarballs into a fresh project outside the workspace,
// give it the runtime dependencies, then render widgets with react-dom/server from plain Node ESM,
// check the stylesheet ships, and type-check a TypeScript consumer against the published types.
//
// Offline on purpose: the dependencies (react, react-dom, @ariakit/react, the vanilla-extract
// runtimes) are copied from the workspace's pnpm store, following each package's own
// `dependencies`, into an ordinary flat node_modules, so nothing resolves through the workspace.
//
// Usage: node scripts/consumer-check.mjs   (KEEP_CONSUMER=1 keeps the temp dir)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, runConsumerCheck, step, typeCheckConsumer } from '../../../scripts/consumer-check-kit.mjs';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const coreDir = join(packageDir, '..', 'core');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

for (const dir of [coreDir, packageDir]) {
  if (!existsSync(join(dir, 'dist', 'index.js'))) {
    step(`no dist in ${readJson(join(dir, 'package.json')).name}, building`);
    run('pnpm', ['run', 'build'], dir);
  }
}

/** Finds the directory of `name` as seen from `fromDir` (a real path inside the pnpm store). */
function packageRoot(name, fromDir) {
  const require = createRequire(join(fromDir, 'noop.js'));
  let entry;
  try {
    entry = require.resolve(`${name}/package.json`);
  } catch {
    // Packages whose exports hide package.json: walk up from the main entry instead.
    entry = require.resolve(name);
    let dir = dirname(entry);
    while (!existsSync(join(dir, 'package.json')) || readJson(join(dir, 'package.json')).name !== name) dir = dirname(dir);
    return realpathSync(dir);
  }
  return realpathSync(dirname(entry));
}

/**
 * Copies `name` (as resolved from `fromDir`) and, recursively, its dependencies into
 * `nodeModules`, flat, as npm would hoist them.
 */
function provide(name, fromDir, nodeModules) {
  const source = packageRoot(name, fromDir);
  const manifest = readJson(join(source, 'package.json'));
  const target = join(nodeModules, name);
  if (existsSync(target)) {
    if (readJson(join(target, 'package.json')).version === manifest.version) return;
    throw new Error(`two versions of ${name} are needed; this check copies one version of each package`);
  }
  cpSync(source, target, { recursive: true, dereference: true });
  for (const dep of Object.keys(manifest.dependencies ?? {})) provide(dep, source, nodeModules);
}

const work = mkdtempSync(join(tmpdir(), 'wh-ui-consumer-'));
runConsumerCheck(work, () => {
  run('pnpm', ['pack', '--pack-destination', work], coreDir);
  run('pnpm', ['pack', '--pack-destination', work], packageDir);
  const tarballs = readdirSync(work).filter((name) => name.endsWith('.tgz'));
  step(`packed ${tarballs.join(', ')}`);

  const project = join(work, 'consumer');
  const nodeModules = join(project, 'node_modules');
  mkdirSync(join(nodeModules, '@wh'), { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'wh-ui-consumer', private: true, type: 'module' }, null, 2));

  // Unpack each tarball where npm would put it (a tarball holds its files under package/).
  for (const [tarball, name] of [
    [tarballs.find((t) => t.includes('core')), 'core'],
    [tarballs.find((t) => t.includes('ui')), 'ui'],
  ]) {
    const dest = join(nodeModules, '@wh', name);
    mkdirSync(dest);
    run('tar', ['-xzf', join(work, tarball), '-C', dest, '--strip-components=1'], work);
  }

  const uiManifest = readJson(join(nodeModules, '@wh', 'ui', 'package.json'));
  if (String(uiManifest.dependencies['@wh/core']).startsWith('workspace:')) {
    throw new Error('the packed manifest still says workspace: for @wh/core');
  }
  for (const dep of Object.keys(uiManifest.dependencies).filter((dep) => dep !== '@wh/core')) {
    provide(dep, packageDir, nodeModules);
  }
  for (const peer of ['react', 'react-dom', '@types/react']) provide(peer, packageDir, nodeModules);
  step('installed the tarballs and their dependencies (offline)');

  writeFileSync(
    join(project, 'consumer.mjs'),
    `import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Accordion, Button, Tabs, TopicCard, ShareBlock, ToastProvider, jsEnabledScript, jsEnabledClass } from '@wh/ui';

const accordion = renderToString(h(Accordion, { items: [{ id: 'q', title: 'Do I need folic acid?', content: 'Yes, 400 micrograms a day.' }] }));
assert.match(accordion, /<button[^>]*aria-expanded="false"/);
assert.match(accordion, /Yes, 400 micrograms a day\\./);
assert.doesNotMatch(accordion, /\\shidden[\\s=>]/, 'collapsed content must stay in the no-JS HTML');

const link = renderToString(h(Button, { render: h('a', { href: '/pregnancy' }) }, 'Explore Pregnancy Tips'));
assert.match(link, /^<a [^>]*href="\\/pregnancy"/);

const tabs = renderToString(h(Tabs, { label: 'Tools', items: [{ id: 'a', label: 'A', content: 'First' }, { id: 'b', label: 'B', content: 'Second' }] }));
assert.match(tabs, /role="tablist"/);
assert.match(tabs, /Second/);

const card = renderToString(h(TopicCard, { title: 'Pregnancy Guide', category: 'Pregnancy', description: 'Week by week.', href: '/pregnancy', image: { src: '/p.webp', width: 640, height: 360, alt: '' } }));
assert.match(card, /Read Complete Guide/);

const share = renderToString(h(ToastProvider, null, h(ShareBlock, { title: 'Guide', url: 'https://example.org/pregnancy' })));
assert.match(share, /https:\\/\\/x\\.com\\/intent\\/tweet\\?url=https%3A%2F%2Fexample\\.org%2Fpregnancy/);

assert.equal(jsEnabledScript, "document.documentElement.classList.add('" + jsEnabledClass + "')");

const require = createRequire(import.meta.url);
const css = require.resolve('@wh/ui/styles.css');
assert.ok(existsSync(css), 'the stylesheet file ships');
const text = readFileSync(css, 'utf8');
assert.ok(text.length > 1000, 'the stylesheet has rules');
assert.match(text, /\\.wh-js/, 'the stylesheet holds the no-JS rules');
assert.doesNotMatch(text, /sourceMappingURL=data:/, 'no inline source maps in the published CSS');
const manifest = require('@wh/ui/package.json');
assert.deepEqual(manifest.sideEffects, ['**/*.css', '**/*.css.ts']);
console.log('rendered widgets from plain Node ESM; stylesheet ' + text.length + ' bytes');
`,
  );
  process.stdout.write(run('node', ['consumer.mjs'], project));
  step('rendered widgets with react-dom/server from Node ESM');

  writeFileSync(
    join(project, 'consumer.tsx'),
    `import { Button, Tabs, Timeline, type ButtonProps, type TabItem, type Tone, toneForCategory } from '@wh/ui';

const props: ButtonProps = { variant: 'outline', size: 'lg', loading: true, loadingText: 'Signing In...' };
const tone: Tone = toneForCategory('Fertility');
const items: TabItem[] = [{ id: 'a', label: 'A', content: 'First' }];
export const page = (
  <>
    <Button {...props}>Sign In</Button>
    <Tabs label="Tools" items={items} />
    <Timeline items={[{ id: 't', title: 'Week 1', icon: 'calendar', content: 'Rest' }]} />
  </>
);
export const uses = [tone];
// @ts-expect-error: only the named variants exist
export const wrong = <Button variant="rainbow">No</Button>;
`,
  );
  typeCheckConsumer({
    packageDir,
    project,
    file: 'consumer.tsx',
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM'],
      jsx: 'react-jsx',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      noEmit: true,
      // Library internals (Ariakit's own .d.ts) are not ours to check; resolution of ours is.
      skipLibCheck: true,
    },
  });
  step('type-checked a TypeScript consumer (NodeNext)');
});
