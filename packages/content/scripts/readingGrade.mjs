// The Flesch-Kincaid grade of some text, counted one way for the readability
// report (readability.mjs) and the tests that hold pages to a grade
// (src/readability.test.ts for articles, src/weekByWeek.test.ts for the weeks).
//
// Counting rules, so the numbers can be reproduced:
// - Sentences: each text field (paragraph, list item, heading) is at least one
//   sentence; inside a field, '.', '!' or '?' followed by a space ends one.
// - Words: runs of letters or digits (apostrophes and hyphens kept inside).
// - Syllables: wooorm's `syllable`; a token with digits (such as 400 or 37.5)
//   counts as 2 syllables, a rough average for spoken numbers; any other word
//   at least 1.

import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/**
 * Counts sentences, words and syllables in some text fields and gives their
 * Flesch-Kincaid grade (0.39 × words per sentence + 11.8 × syllables per
 * word − 15.59).
 *
 * @param {readonly string[]} texts one entry per paragraph, list item or heading
 * @returns {{ sentences: number, words: number, syllables: number, grade: number }}
 */
export function readingGrade(texts) {
  let sentences = 0;
  let words = 0;
  let syllables = 0;
  for (const text of texts) {
    const parts = text.split(/[.!?]+(?:\s+|$)/).filter((part) => /[A-Za-z0-9]/.test(part));
    sentences += Math.max(1, parts.length);
    for (const word of text.match(/[A-Za-z0-9][A-Za-z0-9'’.-]*[A-Za-z0-9]|[A-Za-z0-9]/g) ?? []) {
      words += 1;
      syllables += /\d/.test(word) ? 2 : Math.max(1, syllable(word));
    }
  }
  return { sentences, words, syllables, grade: fleschKincaid({ sentence: sentences, word: words, syllable: syllables }) };
}
