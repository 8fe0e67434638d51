/**
 * The layout rules, measured in the page. `measureLayout` is handed to `page.evaluate`, so it
 * must be self-contained: no imports, no helpers from outside its body.
 *
 * The rules (issue 16; DESIGN.md "Looks"):
 *
 * - **page scrolls sideways**: the document is wider than the window.
 * - **outside the screen**: a visible element or line of text reaches past the window's left or
 *   right edge.
 * - **outside its box**: a visible element or line of text reaches outside the nearest ancestor
 *   that draws a box (a border, a background, a shadow, or clipping), or a line of text reaches
 *   outside its own block (a word too long for its column).
 * - **text cut off**: text clipped by an `overflow: hidden | clip` ancestor. Truncation is
 *   allowed only where the full text stays available: the clipping element's `title` is its text.
 * - **scrolls sideways inside**: a scrolling region is wider than itself. Regions that scroll
 *   sideways by design carry `data-scroll-x` (a tab strip); their contents are measured against
 *   nothing but themselves.
 * - **broken across lines**: a date or number on more than one line. Dates and numbers are marked
 *   (`<time>`, `[data-nowrap]`); as a backstop, dates written "7 January 2027" and phone numbers
 *   are also found in any text (the app's `unbreakablePattern`, passed in).
 * - **target too small** (phone widths only): a control or a navigation link under 44 by 44 px
 *   (WCAG 2.5.5). A link in running text is exempt: an `<a>` displayed inline whose nearest
 *   block-level ancestor holds text outside the link.
 * - **uneven cards in a row**: boxes laid side by side in one row of a grid or flex row do not
 *   share their top and bottom.
 * - **tab out of view**: a tab not wholly inside its tab list and the screen. A strip that
 *   scrolled sideways showed its tabs cut off at both edges on a 320 px phone, and readers missed
 *   the rest; tab lists wrap onto another row instead.
 *
 * Not measured: elements hidden (`display: none`, `visibility: hidden`, zero size), visually
 * hidden for screen readers (the GOV.UK clip pattern), the insides of SVG images, and what a
 * closed `<details>` holds besides its summary (the browser does not show it, yet still reports
 * boxes for it).
 */

export type LayoutFaultKind =
  | 'page scrolls sideways'
  | 'outside the screen'
  | 'outside its box'
  | 'text cut off'
  | 'scrolls sideways inside'
  | 'broken across lines'
  | 'target too small'
  | 'uneven cards in a row'
  | 'tab out of view';

export interface LayoutFault {
  kind: LayoutFaultKind;
  /** A short selector with the element's text, enough to find it. */
  element: string;
  /** The measurement: boxes as `x,y w×h`. */
  detail: string;
}

export interface MeasureOptions {
  /** Check target sizes (phone widths). */
  phone: boolean;
  /** The source of the pattern of dates and numbers that must stay whole in any text. */
  unbreakable: string;
}

/** Runs in the browser: every rule above over the whole document, at the current window size. */
export function measureLayout({ phone, unbreakable: unbreakableSource }: MeasureOptions): LayoutFault[] {
  const tolerance = 1;
  const faults: LayoutFault[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (el: Element) => {
    let style = styles.get(el);
    if (!style) {
      style = getComputedStyle(el);
      styles.set(el, style);
    }
    return style;
  };
  const round = (n: number) => Math.round(n);
  const box = (r: DOMRect | { left: number; top: number; width: number; height: number }) =>
    `${round(r.left)},${round(r.top)} ${round(r.width)}×${round(r.height)}`;

  const landmarkOf = (el: Element): string => {
    const landmark = el.closest('header, nav, main, footer, [role="dialog"], [role="menu"], aside');
    if (!landmark || landmark === el) return '';
    const name = landmark.getAttribute('aria-label') ?? landmark.getAttribute('aria-labelledby');
    return `${landmark.tagName.toLowerCase()}${landmark.getAttribute('role') ? `[role=${landmark.getAttribute('role')}]` : ''}${
      name ? `[${landmark.hasAttribute('aria-label') ? 'aria-label' : 'aria-labelledby'}="${name}"]` : ''
    } … `;
  };
  const describe = (el: Element): string => {
    const parts: string[] = [];
    let node: Element | null = el;
    for (let depth = 0; node && node !== document.body && depth < 3; depth++) {
      let part = node.tagName.toLowerCase();
      if (node.id) {
        parts.unshift(`${part}#${node.id}`);
        break;
      }
      const role = node.getAttribute('role');
      if (role) part += `[role=${role}]`;
      const parent: Element | null = node.parentElement;
      if (parent) {
        const same = [...parent.children].filter((child) => child.tagName === node!.tagName);
        if (same.length > 1) part += `:nth-of-type(${same.indexOf(node) + 1})`;
      }
      parts.unshift(part);
      node = parent;
    }
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const snippet = text.length > 50 ? `${text.slice(0, 47)}...` : text;
    return `${landmarkOf(el)}${parts.join(' > ')}${snippet ? ` "${snippet}"` : ''}`;
  };
  const report = (kind: LayoutFaultKind, el: Element, detail: string) => faults.push({ kind, element: describe(el), detail });

  const transparent = (color: string) => color === 'transparent' || /rgba?\([^)]*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
  const drawsBox = (el: Element, s: CSSStyleDeclaration) => {
    if (el === document.documentElement || el === document.body) return false;
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    const border = sides.some((side) => {
      const width = parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`));
      return width > 0 && s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' && !transparent(s.getPropertyValue(`border-${side.toLowerCase()}-color`));
    });
    return (
      border ||
      !transparent(s.backgroundColor) ||
      s.backgroundImage !== 'none' ||
      s.boxShadow !== 'none' ||
      s.overflowX !== 'visible' ||
      s.overflowY !== 'visible'
    );
  };
  const visuallyHidden = (s: CSSStyleDeclaration) => s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)';
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  const clips = (value: string) => value === 'hidden' || value === 'clip';

  /** The lines a run of text takes: its client rects grouped by vertical overlap. */
  const lineCount = (rects: DOMRectList | DOMRect[]) => {
    const sorted = [...rects].filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = -Infinity;
    for (const r of sorted) {
      if (r.top >= bottom - tolerance) {
        lines++;
        bottom = r.bottom;
      } else bottom = Math.max(bottom, r.bottom);
    }
    return lines;
  };

  interface Context {
    /** The nearest ancestor that draws a box, and whether it scrolls vertically. */
    container: { el: Element; rect: DOMRect; scrollsY: boolean } | null;
    /** The nearest ancestor that clips its content. */
    clipper: { el: Element; left: number; right: number; top: number; bottom: number } | null;
    /** Inside a region that scrolls sideways by design. */
    scrollX: boolean;
    /** An ancestor was already reported as outside the screen / its box. */
    reportedScreen: boolean;
    reportedBox: boolean;
    /** Inside an element that keeps a date or number together. */
    nowrap: boolean;
  }

  const range = document.createRange();
  const unbreakable = new RegExp(unbreakableSource, 'g');

  function checkText(node: Text, parent: Element, ctx: Context) {
    const text = node.data;
    if (!text.trim()) return;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) return;
    // The block the text flows in: inline-block boxes (buttons, badges) count as blocks.
    let block: Element | null = parent;
    while (block && ['inline', 'contents'].includes(styleOf(block).display)) block = block.parentElement;
    for (const whole of rects) {
      // Text clipped by an ancestor shows only inside it: the screen and box rules look at that part.
      const c = ctx.clipper;
      const r = c
        ? new DOMRect(Math.max(whole.left, c.left), whole.top, Math.max(0, Math.min(whole.right, c.right) - Math.max(whole.left, c.left)), whole.height)
        : whole;
      if (!ctx.scrollX && !ctx.reportedScreen && (r.left < -tolerance || r.right > viewportWidth + tolerance)) {
        report('outside the screen', parent, `text ${box(r)}, window 0–${viewportWidth}`);
        ctx.reportedScreen = true;
      }
      if (!ctx.scrollX && !ctx.reportedBox && block && block !== document.body && styleOf(block).overflowX === 'visible') {
        const b = block.getBoundingClientRect();
        if (r.left < b.left - tolerance || r.right > b.right + tolerance) {
          report('outside its box', parent, `text ${box(r)} outside its block ${box(b)}`);
          ctx.reportedBox = true;
        }
      }
      if (c && !ctx.scrollX) {
        if (whole.left < c.left - tolerance || whole.right > c.right + tolerance || whole.top < c.top - tolerance || whole.bottom > c.bottom + tolerance) {
          const full = (c.el.textContent ?? '').trim();
          if (c.el.getAttribute('title')?.trim() !== full) {
            report('text cut off', c.el, `text ${box(whole)} clipped by ${box({ left: c.left, top: c.top, width: c.right - c.left, height: c.bottom - c.top })}`);
            ctx.clipper = null; // once per clipping box
          }
        }
      }
    }
    if (!ctx.nowrap) {
      unbreakable.lastIndex = 0;
      for (let match = unbreakable.exec(text); match; match = unbreakable.exec(text)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = lineCount(range.getClientRects());
        if (lines > 1) report('broken across lines', parent, `"${match[0]}" on ${lines} lines`);
      }
    }
  }

  /** Inside a closed <details>, and not its summary: not shown. */
  const closedAway = (el: Element) => !!el.closest('details:not([open]) > :not(summary)');

  function visit(el: Element, ctx: Context) {
    const s = styleOf(el);
    if (s.display === 'none' || s.visibility === 'hidden' || visuallyHidden(s)) return;
    if (closedAway(el)) return;
    if (el instanceof SVGElement && el.tagName.toLowerCase() !== 'svg') return;
    const measured = s.display !== 'contents';
    const rect = el.getBoundingClientRect();
    const visible = measured && rect.width > 0 && rect.height > 0 && parseFloat(s.opacity) > 0;
    const outOfFlow = s.position === 'absolute' || s.position === 'fixed';
    const child: Context = { ...ctx };

    if (visible) {
      if (!ctx.scrollX && !ctx.reportedScreen && (rect.left < -tolerance || rect.right > viewportWidth + tolerance)) {
        report('outside the screen', el, `${box(rect)}, window 0–${viewportWidth}`);
        child.reportedScreen = true;
      }
      const container = ctx.container;
      if (container && !outOfFlow && !ctx.reportedBox) {
        const c = container.rect;
        const outX = !ctx.scrollX && (rect.left < c.left - tolerance || rect.right > c.right + tolerance);
        const outY = !container.scrollsY && (rect.top < c.top - tolerance || rect.bottom > c.bottom + tolerance);
        if (outX || outY) {
          report('outside its box', el, `${box(rect)} outside ${describe(container.el)} ${box(c)}`);
          child.reportedBox = true;
        }
      }
      if (el.matches('time, [data-nowrap]')) {
        range.selectNodeContents(el);
        const lines = lineCount(range.getClientRects());
        if (lines > 1) report('broken across lines', el, `${lines} lines`);
        child.nowrap = true;
      }
      const scrollsX = scrolls(s.overflowX);
      if (scrollsX && !el.hasAttribute('data-scroll-x') && el.scrollWidth > el.clientWidth + tolerance) {
        report('scrolls sideways inside', el, `content ${el.scrollWidth} px wide in ${el.clientWidth} px`);
      }
      if (el.hasAttribute('data-scroll-x')) child.scrollX = true;
      // The document itself clips only while a dialog locks scrolling: not a box that cuts text.
      if ((clips(s.overflowX) || clips(s.overflowY)) && el !== document.body && el !== document.documentElement) {
        const left = rect.left + el.clientLeft;
        const top = rect.top + el.clientTop;
        child.clipper = { el, left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
      }
      if (drawsBox(el, s)) {
        child.container = { el, rect, scrollsY: scrolls(s.overflowY) };
        child.reportedBox = false;
      } else if (outOfFlow) {
        child.container = null;
      }
    } else if (measured && outOfFlow) {
      child.container = null;
    }

    for (const node of el.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (visible || !measured) checkText(node as Text, el, child);
      } else if (node.nodeType === Node.ELEMENT_NODE) visit(node as Element, child);
    }
  }

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    faults.push({ kind: 'page scrolls sideways', element: 'html', detail: `page ${root.scrollWidth} px wide, window ${root.clientWidth} px` });
  }
  visit(document.body, { container: null, clipper: null, scrollX: false, reportedScreen: false, reportedBox: false, nowrap: false });

  // Cards side by side: boxes in one row of a grid or flex row share its height.
  for (const row of document.body.querySelectorAll('*')) {
    const s = styleOf(row);
    const isRow = s.display.endsWith('grid') || (s.display.endsWith('flex') && s.flexDirection.startsWith('row'));
    if (!isRow || row.children.length < 2) continue;
    const cards: { el: Element; rect: DOMRect }[] = [];
    for (const item of row.children) {
      // A card is a block that draws a box: the grid item itself, or the one element it wraps.
      let candidate: Element | undefined = item;
      for (let depth = 0; candidate && depth < 2 && !isCard(candidate); depth++) {
        candidate = candidate.children.length === 1 ? candidate.children[0] : undefined;
      }
      if (candidate && isCard(candidate)) {
        const rect = candidate.getBoundingClientRect();
        if (rect.width > 0 && rect.height > 0) cards.push({ el: candidate, rect });
      }
    }
    // Cards share a row when they sit side by side at overlapping heights.
    const rows: { el: Element; rect: DOMRect }[][] = [];
    for (const card of cards) {
      const sameRow = rows.find((r) => r.some((other) => other.rect.top < card.rect.bottom && card.rect.top < other.rect.bottom));
      if (sameRow) sameRow.push(card);
      else rows.push([card]);
    }
    for (const sameRow of rows) {
      if (sameRow.length < 2) continue;
      const tops = sameRow.map((card) => card.rect.top);
      const bottoms = sameRow.map((card) => card.rect.bottom);
      if (Math.max(...tops) - Math.min(...tops) > tolerance || Math.max(...bottoms) - Math.min(...bottoms) > tolerance) {
        report('uneven cards in a row', row, `cards in one row: ${sameRow.map((card) => box(card.rect)).join(', ')}`);
      }
    }
  }
  /** A card: a block that draws a box around text (not an icon, image or control). */
  function isCard(el: Element): boolean {
    const s = styleOf(el);
    return (
      ['block', 'flex', 'grid', 'flow-root', 'list-item'].includes(s.display) &&
      !el.matches('svg, img, video, canvas, iframe, input, button, select, textarea') &&
      (el.textContent ?? '').trim() !== '' &&
      drawsBox(el, s) &&
      s.position !== 'absolute' &&
      s.position !== 'fixed'
    );
  }

  for (const list of document.body.querySelectorAll('[role="tablist"]')) {
    const strip = list.getBoundingClientRect();
    for (const tab of list.querySelectorAll('[role="tab"]')) {
      const r = tab.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const inStrip = r.left >= strip.left - tolerance && r.right <= strip.right + tolerance;
      const onScreen = r.left >= -tolerance && r.right <= viewportWidth + tolerance;
      if (!inStrip || !onScreen || list.scrollWidth > list.clientWidth + tolerance) {
        report('tab out of view', tab, `tab ${box(r)} in a strip ${box(strip)} (scrolls ${list.scrollWidth} in ${list.clientWidth})`);
      }
    }
  }

  if (phone) {
    const controls = document.body.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [tabindex]:not([tabindex="-1"])',
    );
    for (const control of controls) {
      const s = styleOf(control);
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || s.visibility === 'hidden' || control.closest('[hidden]') || closedAway(control)) continue;
      let hidden = false;
      for (let node: Element | null = control; node; node = node.parentElement) {
        const ns = styleOf(node);
        if (ns.display === 'none' || visuallyHidden(ns)) hidden = true;
      }
      if (hidden) continue;
      if (control.tagName === 'A' && s.display === 'inline') {
        let block: Element | null = control.parentElement;
        while (block && ['inline', 'contents'].includes(styleOf(block).display)) block = block.parentElement;
        if (block) {
          const outside = (block.textContent ?? '').replace(control.textContent ?? '', '').trim();
          if (outside.length > 0) continue; // a link in running text
        }
      }
      if (rect.width < 44 - 0.5 || rect.height < 44 - 0.5) report('target too small', control, `${box(rect)}, needs 44×44`);
    }
  }
  return faults;
}
