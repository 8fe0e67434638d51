// Two builds of one commit must write the same files, byte for byte: the four packages' tsup
// builds and the site's browser build (the chunk names are content hashes that caches and the
// service worker key on). Builds each twice, into two temporary folders at the same depth (so
// relative source-map paths agree), all four packages at once as turbo would run them, and
// compares every file.
//
// Usage: node scripts/reproducible-build.mjs   (needs the packages built: the site builds against
// their dist; turbo's dependsOn does that)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

const work = mkdtempSync(join(tmpdir(), 'wh-reproducible-'));
const outputs = [...packages.map((name) => ({ name: `@wh/${name}`, folder: name })), { name: '@wh/web (browser build)', folder: 'web' }];
let failed = 0;
try {
  for (const round of ['1', '2']) {
    await Promise.all(
      packages.map((name) => run('pnpm', ['exec', 'tsup', '--silent', '--out-dir', join(work, round, name)], join(root, 'packages', name))),
    );
    await run('pnpm', ['exec', 'vite', 'build', '--outDir', join(work, round, 'web'), '--emptyOutDir', '--logLevel', 'warn'], join(root, 'apps', 'web'));
    console.log(`build ${round} done (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  for (const { name, folder } of outputs) {
    const [first, second] = ['1', '2'].map((round) => digest(join(work, round, folder)));
    const differences = [...new Set([...first.keys(), ...second.keys()])]
      .sort()
      .filter((path) => first.get(path) !== second.get(path))
      .map((path) => (!first.has(path) ? `only in build 2: ${path}` : !second.has(path) ? `only in build 1: ${path}` : `differs: ${path}`));
    if (differences.length) {
      failed += 1;
      console.log(`FAIL ${name}: ${differences.length} of ${first.size} files differ between two builds\n  ${differences.slice(0, 12).join('\n  ')}`);
    } else {
      console.log(`ok   ${name}: ${first.size} files, identical in both builds`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`reproducible builds: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${outputs.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
