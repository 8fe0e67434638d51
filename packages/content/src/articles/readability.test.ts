/**
 * Every article reads at Flesch-Kincaid grade 8 or below, in both countries'
 * versions. The grade is counted exactly as the readability report counts it
 * (scripts/readingGrade.mjs): run `pnpm --filter @wh/content readability` to
 * see every page's grade.
 */

import { describe, expect, it } from 'vitest';
import { readingGrade } from '../../scripts/readingGrade.mjs';
import type { Country } from '../types';
import { articleText } from './article';
import { loadArticles } from './registry';

const countries: readonly Country[] = ['uk', 'ng'];
const articles = await loadArticles();

/** The highest grade an article may read at: plain English for a reader aged 13 to 14. */
const maxGrade = 8;

describe('reading grade', () => {
  it('tells hard text from plain text, so the test below can fail', () => {
    const plain = readingGrade([
      'Pre-eclampsia can make you very ill. It often starts after 20 weeks. Your midwife checks your blood pressure at each visit.',
    ]);
    const hard = readingGrade([
      'Pre-eclampsia is a multisystem hypertensive disorder of pregnancy, characterised by endothelial dysfunction and proteinuria, which necessitates individualised surveillance and, occasionally, expedited delivery irrespective of gestational age.',
    ]);
    expect(plain.grade).toBeLessThanOrEqual(maxGrade);
    expect(hard.grade).toBeGreaterThan(maxGrade);
    // Each text field counts as at least one sentence, and numbers as two syllables.
    expect(readingGrade(['Heading', 'One. Two.'])).toMatchObject({ sentences: 3, words: 3 });
    expect(readingGrade(['37.5']).syllables).toBe(2);
  });

  describe.each(articles.map((a) => [a.path, a] as const))('%s', (_path, article) => {
    it.each(countries)(`reads at grade ${maxGrade} or below for %s`, (country) => {
      const { grade } = readingGrade(articleText(article, country));
      expect(grade).toBeLessThanOrEqual(maxGrade);
    });
  });
});
