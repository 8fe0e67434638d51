import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * One Storybook for every widget of @wh/ui and every form of @wh/auth.
 * Stories live beside the components they show; this app only collects them.
 */
const config: StorybookConfig = {
  stories: ['../../../packages/ui/src/**/*.stories.tsx', '../../../packages/auth/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // The ui stories import widgets from source, so their *.css.ts files must be compiled here.
      plugins: [vanillaExtractPlugin()],
      // Without this the browser test runner fails with "Failed to fetch dynamically imported module"
      // the first time a recipe is used (TOOLCHAIN.md pitfall 7).
      optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
    });
  },
};

export default config;
