// The document-wide styles: the theme's custom properties and the reset. Imported once by the
// package entry (so they land in styles.css) and by Storybook, which compiles widgets from source.
// Named *.css.ts so that `sideEffects` keeps it: a bundler would drop a plain .ts file that
// exports nothing (Storybook's production build did, and every source widget lost its theme).
import './theme.css';
import './reset.css';
