import { ANTENATAL_PLANS, antenatalSchedule, TRIMESTERS, type AntenatalPlanItem, type Country } from '@wh/core';
import { describe, expect, it } from 'vitest';
import { antenatalCareFor } from './antenatal';
import { antenatalLabelsFor } from './antenatalLabels';
import * as content from './index';
import { trimesterWeeks } from './trimesterWeeks';

const countries: readonly Country[] = ['uk', 'ng'];

/** The N of "before N weeks" (last day (N-1)+6) or "by N weeks" (last day N+0) for an item; NaN if it ends on neither. */
function deadlineWeekOf({ weeks: { end } }: AntenatalPlanItem, word: 'before' | 'by'): number {
  if (word === 'before') return end.days === 6 ? end.weeks + 1 : NaN;
  return end.days === 0 ? end.weeks : NaN;
}

/**
 * Whether a label's "when" agrees with the item's weeks in @wh/core: every
 * "a+b" must be the item's first or last day, every other number of weeks its
 * first or last week (or, for "before N weeks" and "by N weeks", the week after
 * its last day); and a deadline is never written as a range.
 */
function disagreements(when: string, { weeks: { start, end }, timing }: AntenatalPlanItem): string[] {
  const problems: string[] = [];
  const exact = [start, end].map((age) => `${age.weeks}+${age.days}`);
  for (const [text] of when.matchAll(/\d+\+\d/g)) if (!exact.includes(text)) problems.push(text);
  const deadlineWeek = deadlineWeekOf({ weeks: { start, end }, timing } as AntenatalPlanItem, end.days === 6 ? 'before' : 'by');
  for (const [, number] of when.replaceAll(/\d+\+\d/g, '').matchAll(/(\d+)/g)) {
    if (![start.weeks, end.weeks, deadlineWeek].includes(Number(number))) problems.push(number!);
  }
  // "before N weeks" ends on (N-1)+6; "by N weeks" ends on N+0, that day included (NICE's "by 10+0 weeks").
  const deadline = /\b(before|by) (\d+) weeks/.exec(when);
  if (deadline && Number(deadline[2]) !== deadlineWeekOf({ weeks: { start, end }, timing } as AntenatalPlanItem, deadline[1] as 'before' | 'by')) {
    problems.push(deadline[0]);
  }
  // A deadline is not a window: "before 24 weeks", never "0+0 to 23+6".
  if (timing === 'deadline' && /\d+ to \d+/.test(when)) problems.push(when);
  return problems;
}

describe('antenatal wording', () => {
  it.each(countries)('has a label and wording for every item of the %s schedule, and for nothing else', (country) => {
    const plan = ANTENATAL_PLANS[country].map((item) => item.id);
    const scheduled = antenatalSchedule({ country, lastPeriod: '2025-01-01' }).items.map((item) => item.id);
    expect(scheduled).toEqual(plan);
    expect(Object.keys(antenatalLabelsFor(country)).sort()).toEqual([...plan].sort());
    const care = antenatalCareFor(country);
    expect(Object.keys(care.items).sort()).toEqual([...plan].sort());
    for (const id of plan) {
      const item = (care.items as Record<string, { title: string; when: string; whatHappens: readonly string[] }>)[id];
      expect(item?.title.trim(), id).toBeTruthy();
      expect(item?.when.trim(), id).toBeTruthy();
      expect(item?.whatHappens.length, id).toBeGreaterThan(0);
      expect(item, id).toMatchObject((antenatalLabelsFor(country) as Record<string, object>)[id]!);
    }
  });

  it.each(countries)('times every %s item in words that agree with its weeks in @wh/core', (country) => {
    const labels = antenatalLabelsFor(country) as Record<string, { when: string }>;
    for (const item of ANTENATAL_PLANS[country]) {
      expect(disagreements(labels[item.id]!.when, item), `${item.id}: ${labels[item.id]!.when}`).toEqual([]);
    }
    // The check itself can fail.
    const datingScan = ANTENATAL_PLANS.uk[1];
    expect(disagreements('11+3 to 14+1 weeks', datingScan)).toEqual(['11+3']);
    expect(disagreements('before 15 weeks', datingScan)).toEqual(['15', 'before 15 weeks']);
  });

  it('says on the labels which NHS check-ups are for a first baby only', () => {
    const labels = antenatalLabelsFor('uk');
    for (const item of ANTENATAL_PLANS.uk) {
      expect(labels[item.id].when.includes('first baby only'), item.id).toBe(item.firstBabyOnly);
    }
  });

  it('names the IPTp medicine and the co-trimoxazole warning, and cites WHO, on the Nigeria site', () => {
    const care = antenatalCareFor('ng');
    const iptp = care.items['iptp-sp'].whatHappens.join(' ');
    expect(iptp).toMatch(/sulfadoxine-pyrimethamine \(SP\)/);
    expect(iptp).toMatch(/co-trimoxazole/);
    expect(care.references.map((r) => r.publisher)).toContain('World Health Organization');
    expect(antenatalCareFor('uk').references.map((r) => r.publisher)).toContain('NHS');
  });
});

describe('the schedule written in prose', () => {
  /** Every string of the package's content (articles included), resolved for `country`. */
  async function allText(country: Country): Promise<string[]> {
    const articles = await content.loadArticles();
    const out: string[] = [];
    const visit = (value: unknown): void => {
      if (typeof value === 'string') out.push(value);
      else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
    };
    visit(content.localizeDeep({ ...content, articles }, country));
    return out;
  }
  const plan = (country: Country, id: string) => ANTENATAL_PLANS[country].find((item) => item.id === id)!;
  const deadlineWeek = (country: Country, id: string, word: 'before' | 'by' = 'before') => deadlineWeekOf(plan(country, id), word);

  it('gives the NHS scan windows and the booking deadline as @wh/core does, on every UK page', async () => {
    const text = await allText('uk');
    const scanDays = new Set(
      ['dating-scan', 'anomaly-scan'].flatMap((id) => [plan('uk', id).weeks.start, plan('uk', id).weeks.end]).map((age) => `${age.weeks}+${age.days}`),
    );
    const written = text
      .filter((t) => /scan/i.test(t))
      .flatMap((t) => [...t.matchAll(/(\d+) weeks,? (?:and )?(\d) days?/g)].map(([, w, d]) => `${w}+${d}`));
    expect(written.length).toBeGreaterThan(3);
    expect(written.filter((age) => !scanDays.has(age))).toEqual([]);
    // NICE: "ideally by 10+0 weeks", so the pages say "by 10 weeks", never "before 10 weeks" (which ends on 9+6).
    const booking = text.flatMap((t) => [...t.matchAll(/booking[^.]*\b(before|by) (\d+) weeks/gi)].map(([, word, n]) => `${word} ${n}`));
    expect(booking.length).toBeGreaterThan(1);
    expect(booking.filter((said) => said !== `by ${deadlineWeek('uk', 'booking', 'by')}`)).toEqual([]);
  });

  it('gives each site one name for the scan that dates a pregnancy: the dating scan in the UK, the ultrasound scan in Nigeria', async () => {
    const ng = await allText('ng');
    expect(ng.filter((t) => /dating scan/i.test(t))).toEqual([]);
    expect(ng.filter((t) => /ultrasound scan/i.test(t)).length).toBeGreaterThan(3);
    expect(antenatalLabelsFor('ng')['ultrasound-scan'].title).toBe('Ultrasound scan');
    const uk = await allText('uk');
    expect(antenatalLabelsFor('uk')['dating-scan'].title).toBe('Dating scan');
    // The UK site may say a scan is an ultrasound scan, but never calls the dating scan anything else.
    expect(uk.filter((t) => /\b(early|first|booking) (ultrasound )?scan\b/i.test(t))).toEqual([]);
  });

  it("gives WHO's contacts and scan as @wh/core does, on every Nigeria page", async () => {
    const text = await allText('ng');
    const contactWeeks = ANTENATAL_PLANS.ng
      .filter((item) => /^contact-[2-8]$/.test(item.id))
      .map((item) => item.weeks.start.weeks);
    const lists = text.flatMap((t) => [...t.matchAll(/usually at about ([\d, and]+) weeks/g)].map(([, list]) => list!.match(/\d+/g)!.map(Number)));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toEqual(contactWeeks);
    const firstContact = text.flatMap((t) => [...t.matchAll(/first[^.]*before (\d+) weeks/g)].map(([, n]) => Number(n)));
    expect(firstContact.length).toBeGreaterThan(1);
    expect(firstContact.filter((n) => n !== deadlineWeek('ng', 'contact-1'))).toEqual([]);
    const scan = text.flatMap((t) => [...t.matchAll(/ultrasound scan before (\d+) weeks/g)].map(([, n]) => Number(n)));
    expect(scan.length).toBeGreaterThan(2);
    expect(scan.filter((n) => n !== deadlineWeek('ng', 'ultrasound-scan'))).toEqual([]);
  });
});

describe('trimester weeks', () => {
  it("are read from @wh/core's TRIMESTERS", () => {
    expect(Object.values(trimesterWeeks).map((t) => [t.trimester, t.from, t.to])).toEqual([
      [1, 1, TRIMESTERS[0].lastWeek],
      [2, TRIMESTERS[1].firstWeek, TRIMESTERS[1].lastWeek],
      [3, TRIMESTERS[2].firstWeek, 40],
    ]);
  });

  it('agree with every week range written next to a trimester anywhere in the content', async () => {
    const articles = await content.loadArticles();
    const allowed = new Set(Object.values(trimesterWeeks).map((t) => `${t.from}-${t.to}`));
    const found: string[] = [];
    const visit = (value: unknown): void => {
      if (typeof value === 'string') {
        if (!/trimester/i.test(value) && !/stages of pregnancy/i.test(value)) return;
        for (const [, from, to] of value.matchAll(/weeks (\d+)(?:-| to )(\d+)/gi)) found.push(`${from}-${to}`);
      } else if (typeof value === 'object' && value !== null) {
        Object.values(value).forEach(visit);
      }
    };
    for (const country of countries) {
      visit(content.localizeDeep(content.pregnancy, country));
      visit(content.localizeDeep(articles, country));
      visit(content.glossary);
    }
    expect(found.length).toBeGreaterThan(8);
    expect(found.filter((range) => !allowed.has(range))).toEqual([]);
  });
});
