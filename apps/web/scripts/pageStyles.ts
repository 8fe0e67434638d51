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
 * The cut works on the build's minified text and leaves every rule it keeps as it was, in its
 * place: nothing is rewritten or reordered, so the cascade is the build's.
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

/** A selector list split at its top-level commas (not those inside `:is(...)` or `[a=","]`). */
function selectorsOf(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '"' || c === "'") {
      for (i++; i < list.length && list[i] !== c; i++) if (list[i] === '\\') i++;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/** The class names a selector names (`.a:not(.b) > .c` names a, b and c). */
function classesOf(selector: string): string[] {
  return [...selector.replace(/"[^"]*"|'[^']*'/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

function cut(css: string, used: (name: string) => boolean): string {
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
        const inner = cut(body, used);
        if (inner.trim()) out += `${prelude}{${inner}}`;
      } else {
        out += `${prelude}{${body}}`;
      }
    } else {
      const kept = selectorsOf(prelude).filter((selector) => classesOf(selector).every(used));
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
    i = end + 1;
  }
  return out;
}

/** The stylesheet without the selectors that name a class found neither in the page nor in its code. */
export function pageStylesheet(css: string, { html, code }: { html: string; code: string }): string {
  const known = new Map<string, boolean>();
  const used = (name: string) => {
    let found = known.get(name);
    if (found === undefined) known.set(name, (found = html.includes(name) || code.includes(name)));
    return found;
  };
  return cut(css, used);
}
