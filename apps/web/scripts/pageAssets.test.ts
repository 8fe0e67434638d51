import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { assertBrowserCodeIsLean, clientFiles, pageAssetsFrom, pageCodeFiles, stylesheetFiles } from './pageAssets';

const vite: Manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/islands/runtime/hydrate.tsx', 'src/islands/Accordion/Accordion.island.tsx', 'src/islands/Menu/Menu.island.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/islands/runtime/hydrate.tsx': { file: 'assets/hydrate.js', isDynamicEntry: true, imports: ['_react.js', '_shared.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/islands/Accordion/Accordion.island.tsx': { file: 'assets/Accordion.island.js', isDynamicEntry: true, imports: ['_disclosures.js'] },
  '_disclosures.js': { file: 'assets/disclosures.js' },
  'src/islands/Menu/Menu.island.tsx': { file: 'assets/Menu.island.js', isDynamicEntry: true, imports: ['_ariakit.js'] },
  '_ariakit.js': { file: 'assets/ariakit.js' },
  'src/documentAssets.ts': { file: 'assets/documentAssets.js', isEntry: true, css: ['assets/style.css'] },
};
const sourceFile = (name: string) => `src/islands/${name}/${name}.island.tsx`;

describe('pageAssetsFrom', () => {
  const assets = pageAssetsFrom(vite, sourceFile);

  it('starts every page with the one entry and its imports', () => {
    expect(assets.entry).toBe('/assets/entry.js');
    expect(assets.preloads([])).toEqual(['/assets/shared.js']);
  });

  it('preloads React, the hydration code and the code of the islands that start by themselves', () => {
    expect(assets.preloads([{ name: 'Accordion', start: 'idle' }])).toEqual([
      '/assets/shared.js',
      '/assets/hydrate.js',
      '/assets/react.js',
      '/assets/Accordion.island.js',
      '/assets/disclosures.js',
    ]);
  });

  it('leaves the code of islands that wait for the reader, or a session, until then', () => {
    expect(assets.preloads([{ name: 'Menu', start: 'interaction' }, { name: 'Accordion', start: 'session' }])).toEqual(['/assets/shared.js']);
  });

  it('fails on an island the build does not have', () => {
    expect(() => assets.preloads([{ name: 'Nowhere', start: 'idle' }])).toThrow(/src\/islands\/Nowhere\/Nowhere\.island\.tsx/);
  });
});

describe('pageCodeFiles', () => {
  it('is the entry and its imports on a page without islands', () => {
    expect(pageCodeFiles(vite, [])).toEqual(['/assets/entry.js', '/assets/shared.js']);
  });

  it('adds the hydration code and each island of the page with all it loads, and no other island', () => {
    const lazy: Manifest = {
      ...vite,
      'src/islands/Menu/Menu.island.tsx': { file: 'assets/Menu.island.js', isDynamicEntry: true, dynamicImports: ['_ariakit.js'] },
    };
    expect(pageCodeFiles(lazy, [sourceFile('Menu')])).toEqual([
      '/assets/entry.js',
      '/assets/shared.js',
      '/assets/hydrate.js',
      '/assets/react.js',
      '/assets/Menu.island.js',
      '/assets/ariakit.js',
    ]);
  });

  it('does not follow the registry’s import()s of every island when an island imports a chunk of the entry', () => {
    const registry: Manifest = {
      ...vite,
      '_shared.js': { file: 'assets/shared.js', dynamicImports: ['src/islands/Accordion/Accordion.island.tsx', 'src/islands/Menu/Menu.island.tsx'] },
      'src/islands/Menu/Menu.island.tsx': { file: 'assets/Menu.island.js', isDynamicEntry: true, imports: ['_shared.js'] },
    };
    expect(pageCodeFiles(registry, [sourceFile('Menu')])).not.toContain('/assets/Accordion.island.js');
  });
});

describe('clientFiles', () => {
  it('follows the import()s wherever the bundler put them (here in a chunk the entry imports)', () => {
    const facade: Manifest = {
      ...vite,
      'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_entry-shared.js'] },
      '_entry-shared.js': { file: 'assets/entry-shared.js', dynamicImports: ['src/islands/Menu/Menu.island.tsx'] },
    };
    expect(clientFiles(facade)).toEqual(['/assets/entry.js', '/assets/entry-shared.js', '/assets/Menu.island.js', '/assets/ariakit.js']);
  });

  it('lists everything the browser may load: the entry, hydration and every island', () => {
    expect(clientFiles(vite)).toEqual(
      expect.arrayContaining(['/assets/entry.js', '/assets/hydrate.js', '/assets/react.js', '/assets/Menu.island.js', '/assets/ariakit.js']),
    );
    expect(clientFiles(vite)).not.toContain('/assets/documentAssets.js');
  });
});

describe('assertBrowserCodeIsLean', () => {
  it('passes a build without router code and fails one with it', () => {
    expect(() => assertBrowserCodeIsLean(vite)).not.toThrow();
    expect(() => assertBrowserCodeIsLean({ ...vite, '_router.js': { file: 'assets/router-abc123.js' } })).toThrow(/router/);
  });

  it('fails a build whose browser code can load an article', () => {
    const article = '../../packages/content/dist/articles/pregnancy/trimesters.js';
    expect(() => assertBrowserCodeIsLean({ ...vite, [article]: { file: 'assets/trimesters-abc123.js', src: article } })).toThrow(
      /article/,
    );
  });
});

describe('stylesheetFiles', () => {
  it('finds the one site stylesheet', () => {
    expect(stylesheetFiles(vite)).toEqual(['assets/style.css']);
  });
});
