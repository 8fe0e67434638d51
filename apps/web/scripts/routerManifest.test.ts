import { describe, expect, it } from 'vitest';
import { islandsFiles, islandsScriptTags, routeFilesById, routerManifestFrom, stylesheetFiles, type ViteManifest } from './routerManifest.ts';

const routeTree = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as AboutRouteImport } from './routes/about'
import { Route as PregnancyIndexRouteImport } from './routes/pregnancy.index'

const AboutRoute = AboutRouteImport.update({
  id: '/about',
  path: '/about',
  getParentRoute: () => rootRouteImport,
} as any)
const PregnancyIndexRoute = PregnancyIndexRouteImport.update({
  id: '/pregnancy/',
  path: '/pregnancy/',
  getParentRoute: () => rootRouteImport,
} as any)
`;

const vite: ViteManifest = {
  'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'], css: ['assets/entry.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/routes/about.tsx?tsr-split=component': {
    file: 'assets/about.js',
    imports: ['src/entry-client.tsx', '_card.js'],
  },
  '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
  'src/entry-islands.tsx': { file: 'assets/islands.js', isEntry: true, imports: ['_dom.js'], dynamicImports: ['src/islands/runtime.tsx'] },
  '_dom.js': { file: 'assets/dom.js' },
  'src/islands/runtime.tsx': { file: 'assets/runtime.js', imports: ['_react.js', '_dom.js'], dynamicImports: ['_card.js'] },
  '_react.js': { file: 'assets/react.js' },
};

describe('routeFilesById', () => {
  it('reads each route id and its file from the generated route tree', () => {
    expect(routeFilesById(routeTree)).toEqual({
      __root__: 'src/routes/__root.tsx',
      '/about': 'src/routes/about.tsx',
      '/pregnancy/': 'src/routes/pregnancy.index.tsx',
    });
  });
});

describe('routerManifestFrom', () => {
  const manifest = routerManifestFrom(vite, routeFilesById(routeTree));

  it('loads the entry script on every page and preloads what the entry imports, linking no stylesheet', () => {
    expect(manifest.routes.__root__).toEqual({
      preloads: ['/assets/shared.js'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry.js' } }],
    });
  });

  it('preloads a route’s split chunk and its own imports, not the entry again', () => {
    expect(manifest.routes['/about']).toEqual({
      preloads: ['/assets/about.js', '/assets/card.js'],
    });
  });

  it('leaves out routes without chunks of their own', () => {
    expect(manifest.routes['/pregnancy/']).toBeUndefined();
  });
});

describe('stylesheetFiles', () => {
  it('lists every stylesheet of the build once, for the prerender to inline', () => {
    expect(
      stylesheetFiles({
        ...vite,
        '_other.js': { file: 'assets/other.js', css: ['assets/card.css'] },
        'style.css': { file: 'assets/style.css', src: 'style.css' },
      }),
    ).toEqual(['assets/entry.css', 'assets/card.css', 'assets/style.css']);
  });
});

describe('islandsScriptTags', () => {
  it('starts a reading page with the islands entry, and preloads the runtime but no island’s code', () => {
    expect(islandsScriptTags(vite)).toBe(
      '<link rel="modulepreload" href="/assets/dom.js"/><link rel="modulepreload" href="/assets/runtime.js"/>' +
        '<link rel="modulepreload" href="/assets/react.js"/><script type="module" src="/assets/islands.js" async=""></script>',
    );
  });
});

describe('islandsFiles', () => {
  it('lists the runtime, what it imports, and the code of every island it may start', () => {
    expect(islandsFiles(vite)).toEqual([
      '/assets/islands.js',
      '/assets/dom.js',
      '/assets/runtime.js',
      '/assets/react.js',
      '/assets/card.js',
    ]);
  });
});
