import { ANTENATAL_PLANS, TRIMESTERS, trimesterAt } from '@wh/core';
import { describe, expect, it } from 'vitest';
import { antenatalPlanDays, trimesterBoundaries } from './pregnancyFacts.gen';
import { trimesterOfWeek } from './trimesterWeeks';
import { pregnancyWeekNumbers } from './weekPaths';

describe('pregnancyFacts.gen.ts, generated from @wh/core (pnpm build writes it)', () => {
  it("has @wh/core's trimester boundaries", () => {
    expect(trimesterBoundaries).toEqual(TRIMESTERS);
  });

  it("has the days of every item of @wh/core's antenatal plans, in their order", () => {
    const fromCore = Object.fromEntries(
      Object.entries(ANTENATAL_PLANS).map(([country, plan]) => [
        country,
        plan.map((item) => ({ id: item.id, firstDay: item.weeks.start.totalDays, lastDay: item.weeks.end.totalDays })),
      ]),
    );
    expect(antenatalPlanDays).toEqual(fromCore);
  });

  it('gives each week of the guide the trimester @wh/core gives it', () => {
    for (const week of pregnancyWeekNumbers) expect(trimesterOfWeek(week), `week ${week}`).toBe(trimesterAt(week));
  });
});
