#!/usr/bin/env node
/**
 * Writes src/pregnancyFacts.gen.ts: the trimester boundaries and the weeks of each country's
 * antenatal care, read from @wh/core (their one home), as plain data for this package.
 *
 * Why a generated file: DESIGN.md lets @wh/content import only types from @wh/core, yet the
 * week-by-week guide, the trimester names and the texts that say "weeks 13 to 27" need these
 * numbers when the content is built. Copying them by hand would give them two homes; importing
 * them would make this package run @wh/core's code. So `pnpm build` (and `pnpm facts`) writes
 * them here from @wh/core's build, and pregnancyFacts.test.ts fails if the file is out of date.
 */
import { writeFile } from 'node:fs/promises';
import { ANTENATAL_PLANS, TRIMESTERS } from '@wh/core';

const out = new URL('../src/pregnancyFacts.gen.ts', import.meta.url);

/** The file's text for the given facts (exported for the test that checks the file is current). */
export function pregnancyFactsSource(trimesters = TRIMESTERS, plans = ANTENATAL_PLANS) {
  const trimesterLines = trimesters.map(
    ({ trimester, firstWeek, lastWeek }) => `  { trimester: ${trimester}, firstWeek: ${firstWeek}, lastWeek: ${lastWeek} },`,
  );
  const planLines = Object.entries(plans).flatMap(([country, items]) => [
    `  ${country}: [`,
    ...items.map((item) => `    { id: '${item.id}', firstDay: ${item.weeks.start.totalDays}, lastDay: ${item.weeks.end.totalDays} },`),
    '  ],',
  ]);
  return [
    '// Generated from @wh/core by scripts/pregnancyFacts.mjs (run by `pnpm build`): do not edit.',
    '// Change the facts in @wh/core; pregnancyFacts.test.ts fails while this file is out of date.',
    "import type { AntenatalItemId, Country, TrimesterWeeks } from '@wh/core';",
    '',
    '/** `TRIMESTERS` in @wh/core: each trimester\'s first and last completed week. */',
    'export const trimesterBoundaries = [',
    ...trimesterLines,
    '] as const satisfies readonly [TrimesterWeeks, TrimesterWeeks, TrimesterWeeks];',
    '',
    '/** `ANTENATAL_PLANS` in @wh/core: each item\'s first and last day as a gestational age in days, in date order. */',
    'export const antenatalPlanDays = {',
    ...planLines,
    '} as const satisfies { readonly [C in Country]: readonly { id: AntenatalItemId<C>; firstDay: number; lastDay: number }[] };',
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) await writeFile(out, pregnancyFactsSource());
