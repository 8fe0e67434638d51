import { ANTENATAL_PLANS, antenatalSchedule, addDays, trimesterAt, TRIMESTERS, type Country } from '@wh/core';
import { describe, expect, it } from 'vitest';
import { readingGrade } from '../scripts/readingGrade.mjs';
import { antenatalCareFor } from './antenatal';
import { localizeDeep } from './localize';
import { isRoutePath, routePaths } from './routes';
import {
  isWeekByWeekPath,
  pregnancyWeekNumbers,
  pregnancyWeekRange,
  weekByWeekIndexPath,
  weekByWeekPaths,
  weekPath,
  weekPathForAge,
} from './weekPaths';
import { contentReview, pendingClinicalReview } from './site';
import { officialHosts } from './sources';
import { trimesterWeeks } from './trimesterWeeks';
import { getWarningSign, isWarningSignId, type PregnancyStage } from './warningSigns';
import { getPregnancyWeek, pregnancyWeekFor, pregnancyWeeks, pregnancyWeekText, weekByWeekIndex } from './weekByWeek';
import { weekGuides } from './weekByWeek/guides';
import { articleRegistry, isArticlePath } from './articles/registry';

const countries: readonly Country[] = ['uk', 'ng'];
const weeks = pregnancyWeekNumbers;

/** Every string inside a value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('week-by-week paths', () => {
  it('has a page for every week from 4 to 42, after the list of weeks', () => {
    expect(pregnancyWeekRange).toEqual({ first: 4, last: 42 });
    expect(weeks).toEqual(Array.from({ length: 39 }, (_, i) => i + 4));
    expect(weekByWeekPaths[0]).toBe('/pregnancy/week-by-week');
    expect(weekByWeekPaths.slice(1)).toEqual(weeks.map((week) => `/pregnancy/week-by-week/${week}`));
    expect(weekPath(14)).toBe('/pregnancy/week-by-week/14');
  });

  it('refuses a week without a page, saying which weeks have one', () => {
    for (const bad of [3, 43, 14.5, Number.NaN, -1]) {
      expect(() => weekPath(bad), String(bad)).toThrow(
        new RangeError(`week must be a whole number from 4 to 42, but got ${String(bad)}.`),
      );
    }
  });

  it('sends any gestational age from @wh/core to the nearest week with a page', () => {
    expect([0, 3, 4, 20, 42, 43].map(weekPathForAge)).toEqual([
      '/pregnancy/week-by-week/4',
      '/pregnancy/week-by-week/4',
      '/pregnancy/week-by-week/4',
      '/pregnancy/week-by-week/20',
      '/pregnancy/week-by-week/42',
      '/pregnancy/week-by-week/42',
    ]);
    expect(() => weekPathForAge(44)).toThrow(/from 0 to 43, but got 44/);
    expect(() => weekPathForAge(-1)).toThrow(RangeError);
  });

  it('tells week pages from other paths, all of them routes of the site', () => {
    expect(isWeekByWeekPath('/pregnancy/week-by-week')).toBe(true);
    expect(isWeekByWeekPath('/pregnancy/week-by-week/42#signs')).toBe(true);
    expect(isWeekByWeekPath('/pregnancy/week-by-week/43')).toBe(false);
    expect(isWeekByWeekPath('/pregnancy/week-by-week/04')).toBe(false);
    expect(isWeekByWeekPath('/pregnancy')).toBe(false);
    expect(weekByWeekPaths.filter((path) => !isRoutePath(path))).toEqual([]);
    expect(routePaths).toContain(weekByWeekIndexPath);
  });
});

describe('the weeks', () => {
  it('holds weeks 4 to 42 in order, each at its own address, with the trimester from @wh/core', () => {
    expect(pregnancyWeeks.map((w) => w.week)).toEqual(weeks);
    for (const week of pregnancyWeeks) {
      expect(week.path).toBe(weekPath(week.week));
      expect(week.trimester, `week ${week.week}`).toBe(trimesterAt(week.week));
      expect(week.title).toBe(`${week.week} weeks pregnant`);
      expect(getPregnancyWeek(week.week)).toBe(week);
    }
    expect(() => getPregnancyWeek(43)).toThrow(RangeError);
    expect(pregnancyWeekFor('uk', 13).trimesterName).toBe(trimesterWeeks[2].name);
    expect(pregnancyWeekFor('ng', 12).trimesterName).toBe('first trimester');
    expect(pregnancyWeekFor('ng', TRIMESTERS[2].firstWeek).trimesterName).toBe('third trimester');
  });

  it('says something of its own each week: a headline, and the baby’s size and development', () => {
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(pregnancyWeeks.map((w) => w.headline))).toBe(weeks.length);
    expect(distinct(pregnancyWeeks.map((w) => w.baby[1]!))).toBe(weeks.length);
    expect(distinct(pregnancyWeeks.map((w) => w.description))).toBe(weeks.length);
    for (const week of pregnancyWeeks) {
      expect(week.baby[0], `week ${week.week}`).toMatch(/^Your baby is .*\d+(\.\d)? (mm|cm) long/);
      expect(week.description.length, `week ${week.week}`).toBeLessThanOrEqual(200);
    }
    // Weights from 10 weeks; measured head to bottom until 19 weeks, head to heel from 20.
    expect(getPregnancyWeek(9).baby[0]).not.toMatch(/weighs/);
    expect(getPregnancyWeek(19).baby[0]).toMatch(/from head to bottom, and weighs about/);
    expect(getPregnancyWeek(20).baby[0]).toMatch(/from head to heel, and weighs about/);
  });

  it('never lets a baby shrink from one week to the next', () => {
    const toMm = (size: string) => {
      const [, value, unit] = /(\d+(?:\.\d)?) (mm|cm)/.exec(size)!;
      return Number(value) * (unit === 'cm' ? 10 : 1);
    };
    const toGrams = (size: string) => {
      const match = /weighs about (\d+(?:\.\d)?) (g|kg)/.exec(size);
      return match ? Number(match[1]) * (match[2] === 'kg' ? 1000 : 1) : 0;
    };
    for (const [earlier, later] of pregnancyWeeks.slice(0, -1).map((w, i) => [w, pregnancyWeeks[i + 1]!] as const)) {
      expect(toMm(later.baby[0]), `week ${later.week}`).toBeGreaterThanOrEqual(toMm(earlier.baby[0]));
      expect(toGrams(later.baby[0]), `week ${later.week}`).toBeGreaterThanOrEqual(toGrams(earlier.baby[0]));
    }
  });

  it('links each week to the weeks before and after it', () => {
    expect(pregnancyWeekFor('uk', 4).previous).toBeUndefined();
    expect(pregnancyWeekFor('uk', 42).next).toBeUndefined();
    for (const week of weeks.slice(1, -1)) {
      const page = pregnancyWeekFor('ng', week);
      expect(page.previous).toEqual({
        week: week - 1,
        path: weekPath(week - 1),
        title: `${week - 1} weeks pregnant`,
        headline: getPregnancyWeek(week - 1).headline,
      });
      expect(page.next?.path).toBe(weekPath(week + 1));
    }
  });

  it('carries NHS-style review metadata, claiming no clinician', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const review of [...pregnancyWeeks.map((w) => w.review), weekByWeekIndex.review]) {
      expect(review).toEqual(contentReview);
      expect(review.reviewedBy).toBe(pendingClinicalReview);
      expect(review.lastReviewed <= today).toBe(true);
      expect(today <= review.nextReviewDue).toBe(true);
    }
  });
});

describe('antenatal care in each week', () => {
  /** The ids of the items of `country`'s plan whose weeks overlap `week`, worked out here from the weeks in @wh/core. */
  const planned = (country: Country, week: number) =>
    ANTENATAL_PLANS[country]
      .filter((item) => item.weeks.start.weeks <= week && item.weeks.end.weeks >= week)
      .map((item) => item.id);

  it.each(countries)('lists exactly the %s items of @wh/core’s plan that fall in the week, in date order', (country) => {
    const seen = new Set<string>();
    for (const week of weeks) {
      const ids = pregnancyWeekFor(country, week).antenatal.map((item) => item.id);
      expect(ids, `week ${week}`).toEqual(planned(country, week));
      ids.forEach((id) => seen.add(id));
    }
    // Every item of the plan is on some week's page.
    expect([...seen].sort()).toEqual(ANTENATAL_PLANS[country].map((item) => item.id).sort());
  });

  it.each(countries)('agrees with the dates of a real %s schedule: a week shows the items dated within it', (country) => {
    const schedule = antenatalSchedule({ country, lastPeriod: '2025-01-01' });
    for (const week of weeks) {
      const [first, last] = [addDays(schedule.datingStart, week * 7), addDays(schedule.datingStart, week * 7 + 6)];
      const dated = schedule.items.filter((item) => item.dates.start <= last && item.dates.end >= first).map((item) => item.id);
      expect(pregnancyWeekFor(country, week).antenatal.map((item) => item.id), `week ${week}`).toEqual(dated);
    }
  });

  it('words each item as antenatal.ts does, never retyped', () => {
    for (const country of countries) {
      const care = antenatalCareFor(country) as { items: Record<string, object> };
      for (const week of weeks) {
        for (const { id, ...words } of pregnancyWeekFor(country, week).antenatal) expect(words).toEqual(care.items[id]);
      }
    }
  });

  it('gives the NHS scans in their weeks on the UK site, and WHO’s contacts, Td and IPTp on the Nigeria site', () => {
    const ids = (country: Country, week: number) => pregnancyWeekFor(country, week).antenatal.map((item) => item.id);
    expect(ids('uk', 12)).toContain('dating-scan');
    expect(ids('uk', 20)).toEqual(['whooping-cough-vaccine', 'anomaly-scan']);
    expect(ids('uk', 28)).toEqual(['whooping-cough-vaccine', 'appointment-28-weeks', 'rsv-vaccine']);
    expect(ids('ng', 8)).toEqual(['contact-1', 'ultrasound-scan', 'td-vaccine']);
    // Td is at the first contact, whenever it is: a week's page shows it while a second dose still fits before the birth.
    expect(ids('ng', 20)).toEqual(['ultrasound-scan', 'td-vaccine', 'iptp-sp', 'contact-2']);
    expect(ids('ng', 34)).not.toContain('td-vaccine');
    expect(ids('ng', 41)).toEqual(['check-41-weeks']);
  });
});

describe('warning signs in each week', () => {
  const stageFits: Record<PregnancyStage, (week: number) => boolean> = {
    early: (week) => trimesterAt(week) === 1,
    'from-20-weeks': (week) => week >= 20,
    'from-13-weeks': (week) => week >= 13,
    'before-37-weeks': (week) => week < 37,
  };

  it('lists only registered pregnancy signs, each once, in the weeks of its stage', () => {
    for (const week of pregnancyWeeks) {
      expect(new Set(week.signs).size, `week ${week.week}`).toBe(week.signs.length);
      for (const id of week.signs) {
        expect(isWarningSignId(id), id).toBe(true);
        const sign = getWarningSign(id);
        expect(sign.appliesTo, `${id} in week ${week.week}`).toContain('pregnancy');
        if (sign.stage) expect(stageFits[sign.stage](week.week), `${id} (${sign.stage}) in week ${week.week}`).toBe(true);
      }
    }
  });

  it('shows the signs of each stage in every week of it', () => {
    for (const week of pregnancyWeeks) {
      const has = (id: string) => (week.signs as readonly string[]).includes(id);
      expect(has('pregnancy-heavy-bleeding') && has('pregnancy-bleeding'), `week ${week.week}`).toBe(true);
      expect(has('possible-ectopic'), `week ${week.week}`).toBe(week.trimester === 1);
      expect(has('reduced-movements') && has('pre-eclampsia'), `week ${week.week}`).toBe(week.week >= 20);
      expect(has('preterm-labour'), `week ${week.week}`).toBe(week.week >= 20 && week.week < 37);
      expect(has('waters-break'), `week ${week.week}`).toBe(week.week >= 13);
    }
  });
});

describe('guides each week links to', () => {
  const linked = (week: number) => getPregnancyWeek(week).guides.map((guide) => guide.href);

  it('links only to articles of the site, each once per week, with the label menus use', () => {
    for (const week of pregnancyWeeks) {
      expect(new Set(week.guides.map((g) => g.href)).size, `week ${week.week}`).toBe(week.guides.length);
      for (const guide of week.guides) {
        expect(isArticlePath(guide.href), guide.href).toBe(true);
        expect(articleRegistry.find((entry) => entry.path === guide.href)?.label).toBe(guide.title);
      }
    }
  });

  it('links every guide in weekGuides from at least one week, within the guide', () => {
    for (const guide of weekGuides) {
      expect(guide.from, guide.path).toBeLessThanOrEqual(guide.to);
      expect(pregnancyWeeks.some((week) => linked(week.week).includes(guide.path)), guide.path).toBe(true);
    }
  });

  it('links screening from the weeks of the combined and quadruple tests and the anomaly scan, and not after', () => {
    const screening = '/pregnancy/screening-for-downs-syndrome';
    for (const week of [10, 11, 12, 13, 14, 18, 19, 20]) expect(linked(week), `week ${week}`).toContain(screening);
    for (const week of [4, 9, 21, 30, 40]) expect(linked(week), `week ${week}`).not.toContain(screening);
  });

  it('links breech babies and going overdue from 36 weeks to the end of the guide', () => {
    for (const week of [36, 37, 40, 41, 42]) expect(linked(week), `week ${week}`).toContain('/pregnancy/breech-and-overdue');
    expect(linked(30)).not.toContain('/pregnancy/breech-and-overdue');
  });

  it('shows the guides’ titles in the page’s text, for search and the reading grade', () => {
    const page = pregnancyWeekFor('uk', 12);
    expect(page.guides.length).toBeGreaterThan(0);
    for (const guide of page.guides) expect(pregnancyWeekText(page)).toContain(guide.title);
  });
});

describe('words and sources', () => {
  it('never names the NHS, a GP, 999 or 111 on the Nigeria site', () => {
    const ng = [
      ...weeks.flatMap((week) => stringsIn(pregnancyWeekFor('ng', week)).map((text) => `week ${week}: ${text}`)),
      ...stringsIn(localizeDeep(weekByWeekIndex, 'ng')).map((text) => `index: ${text}`),
    ].filter((text) => !/^week \d+: https:/.test(text));
    // Citations name their publisher; only the reader's text is checked.
    const cited = new Set(weeks.flatMap((week) => pregnancyWeekFor('ng', week).references.flatMap((r) => [r.title, r.publisher, r.url])));
    const text = ng.filter((line) => !cited.has(line.replace(/^(week \d+|index): /, '')));
    expect(text.length).toBeGreaterThan(1000);
    expect(text.filter((line) => /\bNHS\b|\bGP\b|999|111/.test(line))).toEqual([]);
    // The check can fail: the UK pages do name them.
    expect(weeks.some((week) => /\bNHS\b|\bGP\b/.test(pregnancyWeekText(pregnancyWeekFor('uk', week)).join(' ')))).toBe(true);
  });

  it('cites official sources only, over https, on every page of both sites', () => {
    for (const country of countries) {
      for (const week of weeks) {
        const { references } = pregnancyWeekFor(country, week);
        expect(references.length, `week ${week}`).toBeGreaterThanOrEqual(3);
        expect(new Set(references.map((r) => r.url)).size, `week ${week}`).toBe(references.length);
        for (const { url } of references) {
          expect(new URL(url).protocol, url).toBe('https:');
          expect(officialHosts, url).toContain(new URL(url).host);
        }
      }
    }
    // A UK-only tip's source is not cited on the Nigeria site.
    const maternityPay = 'https://www.gov.uk/maternity-pay-leave';
    expect(pregnancyWeekFor('uk', 25).references.map((r) => r.url)).toContain(maternityPay);
    expect(pregnancyWeekFor('ng', 25).references.map((r) => r.url)).not.toContain(maternityPay);
  });

  it.each(countries)('reads at Flesch-Kincaid grade 8 or below on every %s page', (country) => {
    const grades = weeks.map((week) => [week, readingGrade(pregnancyWeekText(pregnancyWeekFor(country, week))).grade] as const);
    expect(grades.filter(([, grade]) => grade > 8)).toEqual([]);
    // The measure can fail.
    expect(readingGrade(['Notwithstanding considerable physiological heterogeneity, gestational development proceeds predictably.']).grade).toBeGreaterThan(8);
  });

  it('gives every page’s text, signs included, to pregnancyWeekText in reading order', () => {
    const page = pregnancyWeekFor('ng', 20);
    const text = pregnancyWeekText(page);
    expect(text.slice(0, 3)).toEqual([page.title, page.headline, page.baby[0]]);
    expect(text).toContain(page.antenatal[0]!.whatHappens[0]);
    expect(text).toContain(getWarningSign('reduced-movements').text);
    expect(text.join(' ')).toMatch(/nearest hospital with a maternity unit/);
  });
});

describe('the list of weeks', () => {
  it('lists every week once, in order, under its trimester from @wh/core', () => {
    const listed = weekByWeekIndex.trimesters.flatMap((t) => t.weeks.map((w) => [w.week, t.trimester]));
    expect(listed).toEqual(weeks.map((week) => [week, trimesterAt(week)]));
    expect(weekByWeekIndex.trimesters.map((t) => t.heading)).toEqual([
      'First trimester (weeks 4 to 12)',
      'Second trimester (weeks 13 to 27)',
      'Third trimester (weeks 28 to 42)',
    ]);
    expect(weekByWeekIndex.path).toBe(weekByWeekIndexPath);
  });

  it('heads each trimester with the weeks listed under it', () => {
    for (const { heading, weeks: listed } of weekByWeekIndex.trimesters) {
      expect(heading).toMatch(new RegExp(`\\(weeks ${listed[0].week} to ${listed.at(-1)!.week}\\)$`));
    }
  });

  it('says the weeks past the due date are still the third trimester, and overdue', () => {
    const [first, second, third] = weekByWeekIndex.trimesters;
    expect(first!.note).toBeUndefined();
    expect(second!.note).toBeUndefined();
    expect(third!.note).toBe(
      'Your due date is at 40 weeks, but many babies come later. Weeks 41 and 42 are for a pregnancy that has gone past its due date, called overdue: you are still in the third trimester until your baby is born.',
    );
  });
});
