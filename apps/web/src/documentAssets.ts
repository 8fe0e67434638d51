/**
 * What the server-rendered document takes from the client build: the site's one stylesheet (the
 * design system's, then the app's own), the illustrations and the page icon. An entry of its own, because the
 * parts of a page that are not islands never run in the browser, so no browser code imports them.
 * The prerender inlines the stylesheet into every page; the development server loads this module.
 */
import '@wh/ui/styles.css';
import './images';
import './favicon.svg';

import.meta.glob('./**/*.css.ts', { eager: true });
