import { jsEnabledClass } from './jsEnabled';

/**
 * Puts the `wh-js` class on `<html>` if it is not there yet. The widgets whose looks depend on it
 * (Tabs, Collapsible, Accordion, Timeline, PasswordField) call this once, when their
 * module loads in a browser.
 *
 * A server-rendered page sets the class first thing in `<head>` (`jsEnabledScript`), so its first
 * paint is already the scripted layout and this does nothing. A single-page app, whose widgets only
 * ever exist with JavaScript running, gets the scripted layout (one tab panel with its tab row,
 * closed sections, the Show password button) before its first render, with no step of its own.
 * Without JavaScript nothing runs, and the no-JavaScript layout stays as it was; on a server there
 * is no `document`, and nothing happens.
 *
 * When the module loads, not when a widget mounts: a page that removes the class on purpose to show
 * the no-JavaScript view in a running browser (Storybook's "Scripting" switch, a test) keeps it
 * removed. And a class rather than React state, because a server-rendered page must show its
 * scripted layout from the first paint, before its code loads; with the class, one set of styles
 * serves both kinds of app.
 */
export function markScripted(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (!root.classList.contains(jsEnabledClass)) root.classList.add(jsEnabledClass);
}
