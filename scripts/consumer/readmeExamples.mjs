// Every ```ts, ```tsx and ```js example in the packages' READMEs, as files for the consumer test
// to type-check against the packed packages. Each example must stand on its own: its imports
// written out, anything it uses defined or imported (a reader copies one block, not the page).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const languages = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript']);

/** Returns [{ file, source }] for each example block of each package's README. */
export function readmeExamples(root, packages) {
  const examples = [];
  for (const name of packages) {
    const lines = readFileSync(join(root, 'packages', name, 'README.md'), 'utf8').split('\n');
    for (let index = 0; index < lines.length; index += 1) {
      const open = /^```(\w+)\s*$/.exec(lines[index]);
      if (!open) continue;
      const end = lines.findIndex((line, at) => at > index && line.startsWith('```'));
      if (languages.has(open[1])) {
        const source = lines.slice(index + 1, end).join('\n');
        // A module of its own (so two examples may use the same names), numbered by its line.
        examples.push({ file: `${name}-line${index + 1}.tsx`, source: `// packages/${name}/README.md, line ${index + 1}\n${source}\nexport {};\n` });
      }
      index = end;
    }
  }
  return examples;
}
