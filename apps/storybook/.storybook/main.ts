import type { StorybookConfig } from '@storybook/react-vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const componentSources = ['packages/ui/src', 'packages/auth/src'].map((dir) => path.resolve(appDir, '../..', dir));

/**
 * Some static hosts (`npx serve`, Vercel and Netlify with "pretty URLs") answer
 * `iframe.html?id=...` with a redirect to `/iframe` and drop the query on the way, so the preview
 * never learns which story or docs page to show and says "No Preview". The manager put the full
 * address in the frame's `src`, which the redirect cannot touch: before Storybook reads the
 * address, this puts the query back. On hosts that keep the query it does nothing.
 */
const restoreQueryAfterCleanUrlRedirect = `<script>
(function () {
  if (window.location.search || !window.frameElement) return;
  var src = window.frameElement.getAttribute('src') || '';
  var query = src.indexOf('?');
  if (query >= 0) window.history.replaceState(null, '', window.location.pathname + src.slice(query));
})();
</script>`;

/**
 * One Storybook for every widget of @wh/ui and every form of @wh/auth: the design system's
 * documentation. Stories live beside the components they show; each component's docs page
 * (`*.mdx`, beside its stories) says when to use it and what it does for keyboard and screen
 * reader users, with live examples and its props.
 */
const config: StorybookConfig = {
  stories: [
    './Welcome.mdx',
    '../../../packages/ui/src/**/*.mdx',
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../../packages/auth/src/**/*.mdx',
    '../../../packages/auth/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // react-docgen-typescript asks the TypeScript compiler, so a prop typed
    // `'primary' | 'secondary'` or `HeadingLevel` shows its values rather than `union` or `unknown`.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The components live in other packages, outside this app's own TypeScript project.
      tsconfigPath: path.join(appDir, 'tsconfig.docgen.json'),
      include: componentSources.map((dir) => `${dir}/**/*.tsx`),
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our own props only: the hundreds of inherited DOM attributes (`onClick`, `aria-*`)
      // would bury them. The docs pages say which native element receives the rest.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  previewHead: (head) => `${restoreQueryAfterCleanUrlRedirect}\n${head}`,
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // The ui stories import widgets from source, so their *.css.ts files must be compiled here.
      plugins: [vanillaExtractPlugin()],
      // The docs pages beside the components (packages/*/src) import the doc blocks, which only
      // this app depends on, so they resolve from here.
      resolve: {
        alias: { '@storybook/addon-docs/blocks': fileURLToPath(import.meta.resolve('@storybook/addon-docs/blocks')) },
      },
      // Without this the browser test runner fails with "Failed to fetch dynamically imported module"
      // the first time a recipe is used.
      optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
    });
  },
};

export default config;
