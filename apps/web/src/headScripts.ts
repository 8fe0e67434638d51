import { readEmailLink } from '@wh/auth';
import { emailLinkAttribute } from './pageMarks';
import { inlineScriptValue } from './pageScripts';

/*
 * The inline scripts a page runs in its <head>, before its first paint. Rendered on the server
 * only (the root and the routes), so none of this reaches the browser's bundles; `pageScripts.ts`
 * is shared with the browser code that starts islands.
 */

/**
 * The inline script at the top of a page for signed-in readers (a route with
 * `staticData.signInFirst`): with no session stored in this browser, it sends the reader to sign
 * in before the page paints or loads any code, so she does not wait for the page's code to find
 * out that she is signed out. A stored session that has ended is found out by the page's own code
 * (`AccountPanel`). If storage cannot be read, the page's code decides.
 *
 * @example
 * <script dangerouslySetInnerHTML={{ __html: signInFirstScript({ storageKey: 'sb-localhost-auth-token', signInPage: '/auth?next=/account' }) }} />
 */
export function signInFirstScript({ storageKey, signInPage }: { storageKey: string; signInPage: string }): string {
  return `try{if(localStorage.getItem(${inlineScriptValue(storageKey)})===null)location.replace(${inlineScriptValue(signInPage)})}catch(e){}`;
}

/**
 * The inline script at the top of the pages an emailed link lands on (/auth/confirm,
 * /auth/reset): it marks the page before its first paint when its address carries the link's
 * tokens, code or error (`readEmailLink`'s own source runs here, so the rule is written once).
 * The server cannot know, so its HTML holds both views, "Checking your link..." and the page's
 * form, and CSS shows the one that fits; when the code starts, the other goes and nothing moves.
 */
export const emailLinkScript = `try{if((${String(readEmailLink)})(location.href))document.documentElement.setAttribute(${inlineScriptValue(emailLinkAttribute)},"")}catch(e){}`;
