// Built on first use rather than at import, so bundles that never sanitise can
// drop it (a top-level `new RegExp(...)` call is not tree-shakeable).
let scriptScheme: RegExp | undefined;
function scriptSchemePattern(): RegExp {
  // Browsers drop tabs and newlines inside a URL scheme, so "java\tscript:"
  // runs as "javascript:" (WHATWG URL parsing): allow them between letters.
  const gap = '[\\t\\n\\r]*';
  const words = ['java', 'vb', 'live'].map((prefix) => [...`${prefix}script`].join(gap));
  return (scriptScheme ??= new RegExp(`(?:${words.join('|')})${gap}:`, 'gi'));
}
// \b keeps words such as "condition=" intact: a real handler attribute
// ("onerror=") always starts a word.
const eventHandler = /\bon\w+\s*=/gi;
const angleBrackets = /[<>]/g;

/**
 * A deny-list filter kept for the site's security self-test: it removes angle
 * brackets, script-protocol text (`javascript:`, `vbscript:`, `livescript:`,
 * in any case, even split by tabs or newlines) and inline event-handler
 * prefixes (`onerror=`, `onload =`, ..., in any case and spacing), then trims.
 * It repeats until nothing changes, so a removal cannot join the pieces of a
 * new one ("javajavascript:script:").
 *
 * It is **not** an HTML sanitiser and does not make text safe to put in HTML,
 * an attribute or a URL. Like every deny-list it misses things: quotes (`"`,
 * `'`) pass through, so do `javascript&#58;` (an entity-encoded colon) and
 * `data:` URLs. Render untrusted text as text (React does; so does
 * `textContent`), and if you must accept HTML, clean it with a maintained
 * sanitiser such as DOMPurify. Check links with `isSafeHttpUrl`.
 *
 * @example
 * sanitizeText('  <b>Hello</b> '); // 'bHello/b'
 * sanitizeText('<img src=x onerror=alert(1)>'); // 'img src=x alert(1)'
 * sanitizeText('JaVaScRiPt:alert(1)'); // 'alert(1)'
 * sanitizeText('" autofocus x="'); // unchanged: not safe inside an attribute
 */
export function sanitizeText(input: string): string {
  let text = String(input ?? '');
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(angleBrackets, '').replace(scriptSchemePattern(), '').replace(eventHandler, '');
  }
  return text.trim();
}
