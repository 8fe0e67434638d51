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
 * Makes free text safe to show: removes angle brackets, script-protocol text
 * (`javascript:`, `vbscript:`, `livescript:`, in any case, even split by tabs
 * or newlines) and inline event-handler prefixes (`onerror=`, `onload =`, ...,
 * in any case and spacing), then trims. It repeats until nothing changes, so a
 * removal cannot join the pieces of a new one ("javajavascript:script:").
 *
 * This is a belt-and-braces filter for text, not an HTML sanitiser: still
 * render the result as text (React does), never as HTML.
 *
 * @example
 * sanitizeText('  <b>Hello</b> '); // 'bHello/b'
 * sanitizeText('<img src=x onerror=alert(1)>'); // 'img src=x alert(1)'
 * sanitizeText('JaVaScRiPt:alert(1)'); // 'alert(1)'
 */
export function sanitizeText(input: string): string {
  let text = String(input ?? '');
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(angleBrackets, '').replace(scriptSchemePattern(), '').replace(eventHandler, '');
  }
  return text.trim();
}
