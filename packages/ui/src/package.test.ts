import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as api from './index';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
const componentsDir = join(root, 'src', 'components');
const widgetFolders = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'private')
  .map((entry) => entry.name);

// Folders whose exports are not named after the folder.
const exportsOf: Record<string, string[]> = { Layout: ['Container', 'Stack', 'Grid'], Toast: ['ToastProvider', 'useToast'] };

describe('package shape', () => {
  it('declares only styles as side effects, so bundlers can drop unused widgets', () => {
    // dist/index.css for consumers; *.css.ts for tools that compile the source (Storybook).
    expect(pkg.sideEffects).toEqual(['**/*.css', '**/*.css.ts']);
  });

  it('exports the JavaScript entry and the stylesheet', () => {
    const exports = pkg.exports as Record<string, unknown>;
    expect(Object.keys(exports)).toEqual(expect.arrayContaining(['.', './styles.css']));
    expect(exports['./styles.css']).toBe('./dist/index.css');
  });

  it.each(widgetFolders)('%s has its four files and is exported', (folder) => {
    for (const suffix of ['.tsx', '.css.ts', '.stories.tsx', '.test.tsx']) {
      expect(existsSync(join(componentsDir, folder, `${folder}${suffix}`)), `${folder}${suffix}`).toBe(true);
    }
    for (const name of exportsOf[folder] ?? [folder]) {
      expect(api, name).toHaveProperty(name);
    }
  });
});
