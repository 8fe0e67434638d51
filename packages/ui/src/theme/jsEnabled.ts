/**
 * The class that says "JavaScript is running". Collapsed states (accordion items, timeline
 * items, inactive tab panels) are hidden only under this class, so the server-rendered page
 * reads in full with JavaScript off, and paints already collapsed when it is on.
 *
 * @example
 * document.documentElement.classList.contains(jsEnabledClass) // true once the script ran
 */
export const jsEnabledClass = 'wh-js';

/**
 * One-line inline script for the very top of `<head>`, before any stylesheet, so the first paint
 * already has the `wh-js` class (the GOV.UK `govuk-frontend-supported` pattern). It runs before
 * hydration and touches only `<html>`, which React does not own, so it causes no mismatch.
 *
 * @example
 * <head><script dangerouslySetInnerHTML={{ __html: jsEnabledScript }} /></head>
 */
export const jsEnabledScript = `document.documentElement.classList.add('${jsEnabledClass}')`;

/**
 * The CSP source for `jsEnabledScript` (`script-src 'sha256-...'`), so a strict Content
 * Security Policy can allow exactly this inline script. A test recomputes it.
 *
 * @example
 * `script-src 'self' '${jsEnabledScriptHash}'`
 */
export const jsEnabledScriptHash = 'sha256-mEcgOcqylW9C06doWio0SWC4TgGya64JPCiJSpRT2yI=';

/**
 * Selector prefix for styles that apply only once JavaScript runs; use as `${scripted} &...`.
 * Kept internal: widgets use it in their *.css.ts files.
 */
export const scripted = `:root.${jsEnabledClass}`;
/** Selector prefix for styles that apply only without JavaScript. */
export const unscripted = `:root:not(.${jsEnabledClass})`;
