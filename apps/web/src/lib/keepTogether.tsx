import { localize, type Localized } from '@wh/content';
import type { Country } from '@wh/core';
import { Fragment, type ReactNode } from 'react';

const months = 'January|February|March|April|May|June|July|August|September|October|November|December';

/**
 * What must never break across lines in running text: dates ("1 July 2025", "July 2025") and
 * phone numbers ("0808 1961 776", "116 123", "+234 803 123 4567"). One home: the layout test
 * (e2e/layout.spec.ts) looks for the same things in every page's text.
 */
export const unbreakablePattern = new RegExp(
  [
    `\\b\\d{1,2} (?:${months})(?: \\d{4})?\\b`,
    `\\b(?:${months}) \\d{4}\\b`,
    '(?:\\+\\d{1,3} )?\\b0?\\d{2,4}(?: \\d{3,4}){1,2}\\b',
  ].join('|'),
  'g',
);

/**
 * Text with its dates and phone numbers kept whole, each in a `data-nowrap` span (which @wh/ui's
 * reset keeps on one line): content is plain strings, so this is where they get their markup.
 *
 * @example
 * keepTogether('Call 116 123, free, day or night.') // ['Call ', <span data-nowrap>116 123</span>, ', free...']
 */
export function keepTogether(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(unbreakablePattern)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <span key={start} data-nowrap="">
        {match[0]}
      </span>,
    );
    last = start + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}

/**
 * A piece of content for the reader's country, with its dates and phone numbers kept whole.
 *
 * @example
 * <p>{localText(block.text, country)}</p>
 */
export function localText(value: Localized<string>, country: Country): ReactNode {
  return keepTogether(localize(value, country));
}
