// Two builds of one commit must write the same files, byte for byte: the four packages' tsup
// builds and the site's browser build (the chunk names are content hashes that caches and the
// service worker key on). The first build is the one `pnpm build` already made (turbo runs this
// check after it); this script builds each once more, all four packages at once as turbo would run
// them, into a folder beside the real one at the same depth (`packages/<name>/.reproducible`,
// `apps/web/.reproducible/client`, so relative source-map paths agree), and compares every file.
// Comparing against the real build rather than two fresh ones halves the check's cost, and also
// catches a build whose output depends on what was already on disk.
//
// Every file of the second build must be in the first, byte for byte; a chunk named differently shows
// up as a file only the second build has. The first may hold more: the site's `dist/client` also
// has the prerendered pages, the service worker and compressed copies, and a package's `dist` may
// keep a file from an earlier build when turbo restores a cached build over it (turbo adds files,
// it does not empty the folder; CI builds from a fresh clone, and `pnpm release` builds with --force,
// so tsup's clean step empties dist and no stale file is published).
//
// Usage: node scripts/reproducible-build.mjs   (needs `pnpm build` first; turbo's dependsOn does that)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['core', 'content', 'ui', 'auth'];
const started = Date.now();
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} in ${cwd} exited ${code}\n${output}`))));
  });
}

/** Every file under `dir` with the SHA-256 of its bytes, by path relative to `dir`. */
function digest(dir) {
  const files = new Map();
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const path = join(file.parentPath ?? file.path, file.name);
    files.set(path.slice(dir.length + 1), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return files;
}

const scratch = '.reproducible';
const outputs = [
  ...packages.map((name) => ({
    name: `@wh/${name}`,
    built: join(root, 'packages', name, 'dist'),
    fresh: join(root, 'packages', name, scratch),
  })),
  { name: '@wh/web (browser build)', built: join(root, 'apps', 'web', 'dist', 'client'), fresh: join(root, 'apps', 'web', scratch, 'client') },
];
const scratchFolders = [...packages.map((name) => join(root, 'packages', name, scratch)), join(root, 'apps', 'web', scratch)];
const missing = outputs.filter(({ built }) => !existsSync(built));
if (missing.length) {
  console.error(`not built: ${missing.map(({ name }) => name).join(', ')}; run pnpm build first (turbo runs this check after it)`);
  process.exit(1);
}
let failed = 0;
try {
  await Promise.all(packages.map((name) => run('pnpm', ['exec', 'tsup', '--silent', '--out-dir', scratch], join(root, 'packages', name))));
  await run('pnpm', ['exec', 'vite', 'build', '--outDir', join(scratch, 'client'), '--emptyOutDir', '--logLevel', 'warn'], join(root, 'apps', 'web'));
  console.log(`second build done (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const { name, built, fresh } of outputs) {
    const [first, second] = [digest(built), digest(fresh)];
    const differences = [...second.keys()]
      .sort()
      .filter((path) => first.get(path) !== second.get(path))
      .map((path) => (first.has(path) ? `differs: ${path}` : `only in the second build: ${path}`));
    if (differences.length) {
      failed += 1;
      console.log(`FAIL ${name}: ${differences.length} of ${second.size} files differ between two builds\n  ${differences.slice(0, 12).join('\n  ')}`);
    } else {
      console.log(`ok   ${name}: ${second.size} files, identical in both builds`);
    }
  }
} finally {
  for (const folder of scratchFolders) rmSync(folder, { recursive: true, force: true });
}
console.log(`reproducible builds: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${outputs.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
