#!/usr/bin/env node
// Prints the Flesch-Kincaid grade of every topic page and article, for each
// country's version of the text. Run with `pnpm --filter @wh/content readability`
// (it builds first, then reads dist/). Aim: grade 9 or lower.
//
// Counting rules, so the numbers can be reproduced:
// - Sentences: each text field (paragraph, list item, heading) is at least one
//   sentence; inside a field, '.', '!' or '?' followed by a space ends one.
// - Words: runs of letters or digits (apostrophes and hyphens kept inside).
// - Syllables: wooorm's `syllable`; a token with digits (such as 400 or 37.5)
//   counts as 2 syllables, a rough average for spoken numbers; any other word
//   at least 1.
// - Reference lists, links, ids, icons, image data and hashtags are not prose
//   and are left out.

import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { articleText, loadArticles, localizeDeep, topicPages } from '../dist/index.js';

const articles = await loadArticles();

const notProse = new Set([
  'references',
  'url',
  'path',
  'href',
  'link',
  'id',
  'icon',
  'image',
  'file',
  'width',
  'height',
  'hashtags',
  'lastReviewed',
  'weeks',
  'disclaimer',
]);

/** Every string in a resolved page that a reader reads as prose. */
function proseOf(value, key = '') {
  if (notProse.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => proseOf(item));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => proseOf(v, k));
  return [];
}

function grade(texts) {
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
  return { words, grade: fleschKincaid({ sentence: sentences, word: words, syllable: syllables }) };
}

const rows = [];
for (const page of topicPages) {
  const uk = grade(proseOf(localizeDeep(page, 'uk')));
  const ng = grade(proseOf(localizeDeep(page, 'ng')));
  rows.push({ kind: 'topic', path: page.path, words: uk.words, uk: uk.grade, ng: ng.grade });
}
for (const article of articles) {
  const uk = grade(articleText(article, 'uk'));
  const ng = grade(articleText(article, 'ng'));
  rows.push({ kind: 'article', path: article.path, words: uk.words, uk: uk.grade, ng: ng.grade });
}

const pad = (text, width) => String(text).padEnd(width);
console.log(`${pad('page', 30)}${pad('kind', 9)}${pad('words', 7)}${pad('grade uk', 10)}grade ng`);
for (const row of rows) {
  const flag = Math.max(row.uk, row.ng) > 9 ? '  above target (9)' : '';
  console.log(
    `${pad(row.path, 30)}${pad(row.kind, 9)}${pad(row.words, 7)}${pad(row.uk.toFixed(1), 10)}${row.ng.toFixed(1)}${flag}`,
  );
}
const worst = rows.reduce((a, b) => (Math.max(b.uk, b.ng) > Math.max(a.uk, a.ng) ? b : a));
console.log(`\n${rows.length} pages. Highest grade: ${Math.max(worst.uk, worst.ng).toFixed(1)} (${worst.path}).`);
