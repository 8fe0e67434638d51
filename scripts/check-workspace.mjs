#!/usr/bin/env node
/**
 * Keeps the workspace's dependency versions consistent: a dependency used by
 * several packages must be declared with the same version everywhere (in
 * practice `catalog:`), and our own packages must be referenced with the
 * `workspace:` protocol so a release always ships matching versions.
 * (syncpack and manypkg do not understand pnpm catalogs yet.)
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifests = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group))
    .map((name) => join(group, name, 'package.json'))
    .filter((file) => existsSync(join(root, file))),
);
manifests.push('package.json');

const kinds = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
const seen = new Map(); // name -> Map(specifier -> [where])
const problems = [];
for (const file of manifests) {
  const manifest = JSON.parse(readFileSync(join(root, file), 'utf8'));
  for (const kind of kinds) {
    for (const [name, spec] of Object.entries(manifest[kind] ?? {})) {
      if (name.startsWith('@wh/')) {
        if (kind !== 'peerDependencies' && !spec.startsWith('workspace:')) {
          problems.push(`${file}: ${name} must use the workspace: protocol, not "${spec}"`);
        }
        continue;
      }
      if (kind === 'peerDependencies') continue; // peers state ranges for consumers, not our pins
      const specs = seen.get(name) ?? new Map();
      specs.set(spec, [...(specs.get(spec) ?? []), `${file} (${kind})`]);
      seen.set(name, specs);
    }
  }
}
for (const [name, specs] of seen) {
  if (specs.size > 1) {
    const detail = [...specs].map(([spec, where]) => `  "${spec}" in ${where.join(', ')}`).join('\n');
    problems.push(`${name} is declared with different versions; move it to the catalog in pnpm-workspace.yaml:\n${detail}`);
  }
}

if (problems.length > 0) {
  console.error(`Workspace dependency check failed:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Workspace dependencies consistent across ${manifests.length} package.json files.`);
