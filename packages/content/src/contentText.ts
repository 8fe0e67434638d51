import { localize, localizeDeep } from './localize';
import type { Country } from '@wh/core';
import { isWarningSignId, warningSigns } from './warningSigns';

/** Keys whose values are data, not words a reader reads: addresses, ids, names of icons and kinds, images, citations, dates. */
const notProse = new Set([
  'references',
  'url',
  'website',
  'path',
  'href',
  'link',
  'id',
  'kind',
  'variant',
  'icon',
  'image',
  'photo',
  'file',
  'width',
  'height',
  'hashtags',
  'review',
  'lastReviewed',
  'weeks',
  'disclaimer',
  'country',
]);

/**
 * Every piece of prose in a piece of content (a topic page, the FAQ, a list of
 * guides...), resolved for one country, in the order it is written. A warning
 * sign listed under a `signs` key gives its text and note from the registry.
 * Addresses, ids, icons, images, citations, review dates and the shared
 * disclaimer are not prose and are left out. For reading-grade reports and
 * search indexes; an article has `articleText`, a week `pregnancyWeekText`.
 *
 * @example
 * contentText(faqGroups, 'ng'); // ['Pregnancy', 'Is it safe to exercise...', ...]
 */
export function contentText(content: unknown, country: Country): string[] {
  const out: string[] = [];
  const visit = (value: unknown, key: string): void => {
    if (notProse.has(key)) return;
    if (typeof value === 'string') {
      if (key === 'signs' && isWarningSignId(value)) {
        const sign = warningSigns[value];
        out.push(localize(sign.text, country));
        if ('note' in sign) out.push(localize(sign.note, country));
      } else {
        out.push(value);
      }
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (typeof value === 'object' && value !== null) {
      for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
    }
  };
  visit(localizeDeep(content, country), '');
  return out;
}
