/**
 * Each page's own share of the site stylesheet. The build makes one stylesheet for the whole site
 * (vanilla-extract, `cssCodeSplit: false`) and the prerender inlines it into every page, where
 * about a third of it styles parts of other pages (the calculators, the sign-in forms, the topic
 * pages' cards...): 2 to 3 KB of every first visit, compressed. So a page gets only the rules that
 * can match something it may ever show: a selector stays when every class it names is in the
 * page's HTML (its markup, its inline scripts and data) or in the code the page may run (its entry
 * and the code of its islands, with everything they load later: the header's menus, a
 * calculator's result). Selectors without classes (the reset, element and attribute rules,
 * `:root`'s tokens) and at-rules other than `@media`, `@supports` and `@container` (keyframes)
 * stay on every page.
 *
 * The class names are vanilla-extract's generated names (`_1c1ryuk0`): an island's code carries
 * every name it can render as a string, so looking for the name in the code finds it.
 *
 * Then the design tokens (custom properties, `--x0:#fff`, the dark theme's too) that nothing left
 * reads are dropped: a property no `var()` of the kept rules names, and whose name is neither in
 * the page nor in its code (a script may read or set one), can change nothing. About a fifth of
 * the tokens, some 0.2 KB compressed on a topic page.
 *
 * The cut works on the build's minified text and leaves every rule it keeps as it was, in its
 * place, less those selectors and declarations: nothing is rewritten or reordered, so the cascade
 * is the build's.
 */

/** At-rules whose body is rules, which are cut like the top level. */
const groupingRule = /^@(media|supports|container|layer)\b/;

/** The index of the `}` that closes the block opened at `open`, skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
      if (i === 0) break;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`The stylesheet has an unclosed block at ${open}.`);
}

/**
 * `text` split at each top-level `separator`: not one inside a string, parentheses or brackets
 * (`:is(._a,._b)`, `[data-x=","]`, `url("a;b")`).
 */
function splitTopLevel(text: string, separator: ',' | ';'): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** A selector list's selectors. */
const selectorsOf = (list: string) => splitTopLevel(list, ',');

/** A rule body's declarations (without the empty one after a last `;`). */
function declarationsOf(body: string): string[] {
  const declarations = splitTopLevel(body, ';');
  if (!declarations.at(-1)!.trim()) declarations.pop();
  return declarations;
}

/** The class names a selector names (`.a:not(.b) > .c` names a, b and c). */
function classesOf(selector: string): string[] {
  return [...selector.replace(/"[^"]*"|'[^']*'/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/**
 * The stylesheet with each style rule replaced by what `rule` makes of its selector list and body
 * ('' drops it), inside `@media`, `@supports`, `@container` and `@layer` too (a group left empty
 * goes); other at-rules (keyframes) stay as they are.
 */
function mapRules(css: string, rule: (prelude: string, body: string) => string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) {
      out += css.slice(i);
      break;
    }
    const end = blockEnd(css, open);
    const prelude = css.slice(i, open);
    const body = css.slice(open + 1, end);
    const head = prelude.trim();
    if (head.startsWith('@')) {
      if (groupingRule.test(head)) {
        const inner = mapRules(body, rule);
        if (inner.trim()) out += `${prelude}{${inner}}`;
      } else {
        out += `${prelude}{${body}}`;
      }
    } else {
      out += rule(prelude, body);
    }
    i = end + 1;
  }
  return out;
}

/**
 * The stylesheet without the selectors that name a class found neither in the page nor in its
 * code, and without the custom properties that nothing left reads.
 */
export function pageStylesheet(css: string, { html, code }: { html: string; code: string }): string {
  const known = new Map<string, boolean>();
  const inPage = (name: string) => {
    let found = known.get(name);
    if (found === undefined) known.set(name, (found = html.includes(name) || code.includes(name)));
    return found;
  };
  const rules = mapRules(css, (prelude, body) => {
    const kept = selectorsOf(prelude).filter((selector) => classesOf(selector).every(inPage));
    return kept.length > 0 ? `${kept.join(',')}{${body}}` : '';
  });
  // Until nothing changes: a token dropped may have been the only reader of another (`--a:var(--b)`).
  for (let css = rules; ; ) {
    const read = new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
    const next = mapRules(css, (prelude, body) => {
      if (!body.includes('--')) return `${prelude}{${body}}`;
      const kept = declarationsOf(body).filter((declaration) => {
        const name = /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];
        return !name || read.has(name) || inPage(name);
      });
      return kept.length > 0 ? `${prelude}{${kept.join(';')}}` : '';
    });
    if (next === css) return css;
    css = next;
  }
}
