import { useEffect, useLayoutEffect } from 'react';
import { jsEnabledClass } from './jsEnabled';

// A layout effect runs after React writes the DOM and before the browser paints; on the server
// neither kind runs, and React 18 warns about useLayoutEffect there, so the server gets useEffect.
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Puts the `wh-js` class on `<html>` when a widget whose looks depend on it mounts, if it is not
 * there yet. A server-rendered page sets it first thing in `<head>` (`jsEnabledScript`), so its
 * first paint is already the scripted layout and this does nothing; a single-page app, whose
 * widgets only ever exist with JavaScript running, gets the scripted layout (one tab panel with
 * its tab row, closed sections, the Show password button) before its first paint, with no script
 * of its own. Without JavaScript nothing runs, so the no-JavaScript layout stays as it was.
 *
 * The class rather than React state, because the site's pages must paint the scripted layout
 * before their code loads (the class does that; state cannot until hydration), and one mechanism
 * serves both kinds of app.
 */
export function useScriptedRoot(): void {
  useBeforePaint(() => {
    const root = document.documentElement;
    if (!root.classList.contains(jsEnabledClass)) root.classList.add(jsEnabledClass);
  }, []);
}
