import type { Decorator, Preview } from '@storybook/react-vite';
// The real, built stylesheet that consumers import. Widgets imported from source add their own
// compiled styles on top; anything imported from the package (the auth forms) relies on this file.
import '@wh/ui/styles.css';
// The ui stories compile widgets from source, and their class names and custom properties differ
// from the built file's, so the source theme and reset are loaded too.
import '../../../packages/ui/src/theme/global.css';
import { jsEnabledClass } from '@wh/ui';

/**
 * The site adds `wh-js` to <html> with an inline script before first paint. Storybook has no such
 * script, so this decorator does the same, and the "Scripting" toolbar switch (or a story's
 * `globals: { scripting: 'off' }`) removes it to show what a reader without JavaScript sees.
 */
const withScripting: Decorator = (Story, context) => {
  const off = context.globals['scripting'] === 'off';
  document.documentElement.classList.toggle(jsEnabledClass, !off);
  return <Story />;
};

const preview: Preview = {
  decorators: [withScripting],
  tags: ['autodocs'],
  globalTypes: {
    scripting: {
      description: 'Show the page as it reads with JavaScript on or off',
      toolbar: {
        title: 'Scripting',
        icon: 'lightning',
        items: [
          { value: 'on', title: 'JavaScript on' },
          { value: 'off', title: 'JavaScript off (no-JS baseline)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scripting: 'on' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    docs: {
      // Story handlers are spies (`fn()`), which the code snippets would print as their minified
      // source (`function mY(){}`); a reader copying the snippet wants a plain placeholder.
      source: { transform: (code: string) => code.replace(/\{function [\w$]*\(\)\s*\{\s*\}\}/g, '{() => {}}') },
    },
    a11y: {
      // Any axe violation fails the story test, not just a warning in the panel.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
};

export default preview;
