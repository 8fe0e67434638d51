// One lint setup for the whole workspace; each package runs `eslint .` with it.
import js from '@eslint/js';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/routeTree.gen.ts',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...pluginRouter.configs['flat/recommended'],

  // The package boundaries of DESIGN.md ("The data flows one way"): one rule per folder, listing
  // everything that folder may not import.
  ...packageBoundaries(),
  {
    // Playwright fixtures call their callback `use`, which is not a React hook.
    files: ['**/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);

/** `no-restricted-imports` rules, one per folder, that hold the boundaries between packages. */
function packageBoundaries() {
  const apps = { group: ['@wh/web', '@wh/auth-server', '@wh/storybook', '**/apps/**'], message: 'Packages never import apps.' };
  const restrict = (files, patterns) => ({
    files,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  });
  return [
    restrict(['packages/core/**/*.{ts,tsx}'], [{ group: ['@wh/*'], message: '@wh/core imports nothing of ours.' }, apps]),
    restrict(
      ['packages/content/**/*.{ts,tsx}'],
      [
        { group: ['@wh/*', '!@wh/core'], message: '@wh/content imports at most types from @wh/core.' },
        { group: ['@wh/core'], allowTypeImports: true, message: '@wh/content imports at most types from @wh/core.' },
        apps,
      ],
    ),
    // Tests may check content against @wh/core's facts (pregnancyFacts.gen.ts is generated from them).
    { files: ['packages/content/src/**/*.test.ts'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
    restrict(
      ['packages/ui/**/*.{ts,tsx}'],
      [{ group: ['@wh/content'], message: '@wh/ui never imports @wh/content: widgets take props, the app passes content in.' }, apps],
    ),
    restrict(['packages/auth/**/*.{ts,tsx}'], [apps]),
    // Islands run in the browser, where the router never does; only the server's wrapper renders to a string.
    restrict(
      ['apps/web/src/islands/**/*.{ts,tsx}', 'apps/web/src/entry-client.tsx'],
      [
        { group: ['@tanstack/*'], message: 'Islands never import the router: it never runs in the browser.' },
        { group: ['react-dom/server', '**/Island', '**/Island.tsx'], message: 'Browser code never renders to a string (only islands/runtime/Island.tsx, on the server, does).' },
        { group: ['**/routes/**', '**/page/**', '**/shell/**'], message: 'Islands run in the browser: they never import route files or the server-rendered page parts and frame (shared code lives in src/lib/).' },
      ],
    ),
    { files: ['apps/web/src/islands/runtime/Island.tsx'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
  ];
}
