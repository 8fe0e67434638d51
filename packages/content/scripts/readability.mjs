#!/usr/bin/env node
// Prints the Flesch-Kincaid grade of every topic page, article and week of the
// week-by-week guide, for each country's version of the text. Run with `pnpm --filter @wh/content readability`
// (it builds first, then reads dist/). Every article and week must read at grade 8
// or lower (src/readability.test.ts, src/weekByWeek.test.ts); aim for the same on topic pages.
//
// Counting rules: see readingGrade.mjs. What counts as prose: see contentText
// (src/contentText.ts); a topic page's warning signs count with their text.

import { articleText, contentText, loadArticles, pregnancyWeekFor, pregnancyWeekNumbers, pregnancyWeekText, topicPages } from '../dist/index.js';
import { readingGrade as grade } from './readingGrade.mjs';

const articles = await loadArticles();

const rows = [];
for (const page of topicPages) {
  const uk = grade(contentText(page, 'uk'));
  const ng = grade(contentText(page, 'ng'));
  rows.push({ kind: 'topic', path: page.path, words: uk.words, uk: uk.grade, ng: ng.grade });
}
for (const article of articles) {
  const uk = grade(articleText(article, 'uk'));
  const ng = grade(articleText(article, 'ng'));
  rows.push({ kind: 'article', path: article.path, words: uk.words, uk: uk.grade, ng: ng.grade });
}

for (const week of pregnancyWeekNumbers) {
  const [uk, ng] = ['uk', 'ng'].map((country) => grade(pregnancyWeekText(pregnancyWeekFor(country, week))));
  rows.push({ kind: 'week', path: `/pregnancy/week-by-week/${week}`, words: uk.words, uk: uk.grade, ng: ng.grade });
}

const pad = (text, width) => String(text).padEnd(width);
console.log(`${pad('page', 30)}${pad('kind', 9)}${pad('words', 7)}${pad('grade uk', 10)}grade ng`);
for (const row of rows) {
  const flag = Math.max(row.uk, row.ng) > 8 ? '  above target (8)' : '';
  console.log(
    `${pad(row.path, 30)}${pad(row.kind, 9)}${pad(row.words, 7)}${pad(row.uk.toFixed(1), 10)}${row.ng.toFixed(1)}${flag}`,
  );
}
const worst = rows.reduce((a, b) => (Math.max(b.uk, b.ng) > Math.max(a.uk, a.ng) ? b : a));
console.log(`\n${rows.length} pages. Highest grade: ${Math.max(worst.uk, worst.ng).toFixed(1)} (${worst.path}).`);
