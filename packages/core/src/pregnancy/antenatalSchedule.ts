import { estimateDueDate, type DateRange } from '../calculators/dueDate';
import type { Country } from '../country/detectCountry';
import { fromDayNumber, toDayNumber, type IsoDate } from '../dates/plainDate';
import { gestationalAge, progressOn, type GestationalAge, type PregnancyProgress } from './gestation';
import { PREGNANCY_DAYS } from './length';
import { ANOMALY_SCAN_DAYS, DATING_SCAN_DAYS } from './nhsScans';
import { TRIMESTERS } from './trimesters';

/** What an item of antenatal care is: a check-up, an ultrasound scan, a vaccine or a medicine. */
export type AntenatalItemKind = 'appointment' | 'scan' | 'vaccine' | 'medicine';

/**
 * How the guidance times an item. `window`: it happens between its start and
 * end. `deadline`: as early as possible, and by its end (its start is then the
 * day the pregnancy is counted from, 0+0), as in "before 12 weeks".
 */
export type AntenatalItemTiming = 'window' | 'deadline';

/** One item of a country's antenatal care, in weeks of pregnancy (no dates yet). */
export interface AntenatalPlanItem<Id extends string = string> {
  /** Stable: content keys its wording by it, and it will not change meaning. */
  readonly id: Id;
  readonly kind: AntenatalItemKind;
  readonly timing: AntenatalItemTiming;
  /** The first and last day of the item as gestational ages, both included (16 weeks is 16+0 to 16+6). */
  readonly weeks: { readonly start: GestationalAge; readonly end: GestationalAge };
  /** True for the NHS appointments offered only in a first pregnancy that goes on to birth (25, 31 and 40 weeks). */
  readonly firstBabyOnly: boolean;
}

const span = <Id extends string>(
  id: Id,
  kind: AntenatalItemKind,
  startDays: number,
  endDays: number,
  { timing = 'window', firstBabyOnly = false }: { timing?: AntenatalItemTiming; firstBabyOnly?: boolean } = {},
): AntenatalPlanItem<Id> => ({
  id,
  kind,
  timing,
  weeks: { start: gestationalAge(startDays), end: gestationalAge(endDays) },
  firstBabyOnly,
});
/** A check-up "at N weeks": N+0 to N+6. */
const week = <Id extends string>(id: Id, weeks: number, firstBabyOnly = false) =>
  span(id, 'appointment', weeks * 7, weeks * 7 + 6, { firstBabyOnly });
/** Something to have "before N weeks": from 0+0 to (N-1)+6. */
const before = <Id extends string>(id: Id, kind: AntenatalItemKind, weeks: number) =>
  span(id, kind, 0, weeks * 7 - 1, { timing: 'deadline' });
/**
 * Something to have "by N+0 weeks": from 0+0 to N+0, that day included. NICE
 * words the booking appointment so ("ideally by 10+0 weeks", NG201 and
 * quality standard QS22), so a reader at exactly 10+0 is still in time.
 */
const by = <Id extends string>(id: Id, kind: AntenatalItemKind, weeks: number) =>
  span(id, kind, 0, weeks * 7, { timing: 'deadline' });

/**
 * The antenatal care each country's guidance sets out, in weeks of pregnancy,
 * in date order. {@link antenatalSchedule} puts the reader's dates on it. The
 * wording for each id (what happens, sources) is in `@wh/content`.
 *
 * - `uk`: the NHS "Your antenatal appointments" schedule (NICE NG201): booking
 *   by 10+0 weeks, dating scan 11+2 to 14+1, 16 weeks, anomaly scan 18+0 to 20+6,
 *   25 (first baby), 28, 31 (first baby), 34, 36, 38, 40 (first baby) and 41
 *   weeks; and the NHS vaccines in pregnancy: whooping cough from 16 weeks,
 *   best before 32, and RSV from 28 weeks.
 * - `ng`: the WHO antenatal care model (2016) used in Nigeria: eight contacts,
 *   the first before 12 weeks and then at 20, 26, 30, 34, 36, 38 and 40 weeks,
 *   and a check at 41 weeks if the baby has not come; one ultrasound scan before
 *   24 weeks; the Td (tetanus-diphtheria) vaccine at the first contact, whenever
 *   it is, and at least 2 weeks before the birth;
 *   malaria prevention (IPTp with sulfadoxine-pyrimethamine) at the contacts
 *   from the second trimester (13 weeks) onwards, at least a month apart.
 *
 * @example
 * ANTENATAL_PLANS.uk.map((item) => item.id);
 * // ['booking', 'dating-scan', 'appointment-16-weeks', 'whooping-cough-vaccine', 'anomaly-scan', ...]
 * ANTENATAL_PLANS.ng.find((item) => item.id === 'ultrasound-scan')?.weeks.end;
 * // { weeks: 23, days: 6, totalDays: 167 } (before 24 weeks)
 */
export const ANTENATAL_PLANS = {
  uk: [
    by('booking', 'appointment', 10),
    span('dating-scan', 'scan', DATING_SCAN_DAYS.start, DATING_SCAN_DAYS.end),
    week('appointment-16-weeks', 16),
    span('whooping-cough-vaccine', 'vaccine', 16 * 7, 32 * 7 - 1),
    span('anomaly-scan', 'scan', ANOMALY_SCAN_DAYS.start, ANOMALY_SCAN_DAYS.end),
    week('appointment-25-weeks', 25, true),
    week('appointment-28-weeks', 28),
    span('rsv-vaccine', 'vaccine', 28 * 7, 28 * 7 + 6),
    week('appointment-31-weeks', 31, true),
    week('appointment-34-weeks', 34),
    week('appointment-36-weeks', 36),
    week('appointment-38-weeks', 38),
    week('appointment-40-weeks', 40, true),
    week('appointment-41-weeks', 41),
  ],
  ng: [
    before('contact-1', 'appointment', 12),
    before('ultrasound-scan', 'scan', 24),
    // Td is given at the first contact, whenever that is (WHO 2016; NPHCDA), not only before 12 weeks: a
    // woman who books at 20 weeks still needs it. Its last day (33+6) leaves room for a second dose 4
    // weeks later and still 2 weeks before the due date, as a woman with no earlier doses needs.
    before('td-vaccine', 'vaccine', 34),
    span('iptp-sp', 'medicine', TRIMESTERS[1].firstWeek * 7, 40 * 7 + 6),
    week('contact-2', 20),
    week('contact-3', 26),
    week('contact-4', 30),
    week('contact-5', 34),
    week('contact-6', 36),
    week('contact-7', 38),
    week('contact-8', 40),
    week('check-41-weeks', 41),
  ],
} as const;

/** The id of an item of `country`'s antenatal care, such as `'dating-scan'` or `'contact-1'`. */
export type AntenatalItemId<C extends Country = Country> = (typeof ANTENATAL_PLANS)[C][number]['id'];

/** Where an item stands on `today`: over, happening now (today is within it) or still to come. */
export type AntenatalItemStatus = 'past' | 'current' | 'upcoming';

/** One item of the reader's own antenatal schedule, with its dates. */
export interface AntenatalItem<C extends Country = Country> extends AntenatalPlanItem<AntenatalItemId<C>> {
  /** The first and last day of the item, from the reader's dates. */
  readonly dates: DateRange;
}

/** The reader's antenatal schedule, from {@link antenatalSchedule}. */
export interface AntenatalSchedule<C extends Country = Country> {
  readonly country: C;
  /** The due date: given, or worked out from the last period as `estimateDueDate` does. */
  readonly dueDate: IsoDate;
  /** The day the pregnancy is counted from (0+0): the due date minus 280 days. */
  readonly datingStart: IsoDate;
  /** Every item, in date order: past ones too. */
  readonly items: readonly AntenatalItem<C>[];
}

/** What {@link antenatalSchedule} adds when it is given `today`. */
export interface AntenatalScheduleProgress<C extends Country = Country>
  extends Omit<AntenatalSchedule<C>, 'items'>,
    PregnancyProgress {
  /** Every item, in date order, each with where it stands today. Past items stay in the list. */
  readonly items: readonly (AntenatalItem<C> & { readonly status: AntenatalItemStatus })[];
}

interface AntenatalScheduleCommon<C extends Country> {
  /** Whose guidance to follow: `'uk'` (NHS) or `'ng'` (WHO, as used in Nigeria). */
  country: C;
  /** Today's date, `YYYY-MM-DD`. Give it to get each item's status and how far along the pregnancy is. */
  today?: IsoDate;
  /**
   * Is this the reader's first baby? `false` leaves out the NHS appointments
   * offered only in a first pregnancy; `true` or left out keeps them (each is
   * marked `firstBabyOnly`). WHO's contacts are the same for everyone.
   */
  firstBaby?: boolean;
}

/** What {@link antenatalSchedule} is given: the last period (and cycle length) or a due date, not both. */
export type AntenatalScheduleInput<C extends Country = Country> = AntenatalScheduleCommon<C> &
  (
    | {
        /** First day of the last period, `YYYY-MM-DD`. */
        lastPeriod: IsoDate;
        /** Usual cycle length in whole days, 21 to 35; default 28. Only with `lastPeriod`. */
        cycleLength?: number;
        dueDate?: undefined;
      }
    | {
        /** The due date, `YYYY-MM-DD`, for example from the dating scan. */
        dueDate: IsoDate;
        lastPeriod?: undefined;
        cycleLength?: undefined;
      }
  );

const countries: readonly string[] = Object.keys(ANTENATAL_PLANS);

/**
 * The reader's own antenatal schedule: each appointment, scan, vaccine and
 * medicine her country's guidance offers (see {@link ANTENATAL_PLANS}), with
 * the dates it falls on, in date order. Give the first day of the last period
 * (and the cycle length, as for `estimateDueDate`) or a due date, for example
 * the one from the dating scan.
 *
 * With `today`, each item also says whether it is `past`, `current` or
 * `upcoming`, and the result says how far along the pregnancy is, as
 * `estimateDueDate` does. Past items stay in the list, so a page can show the
 * whole schedule. The dates are a guide: the midwife or clinic books the actual
 * appointments.
 *
 * @throws RangeError for a country other than `'uk'` or `'ng'`; for neither or
 * both of `lastPeriod` and `dueDate`; for `cycleLength` with `dueDate`; for a
 * `firstBaby` that is not true or false; and for everything `estimateDueDate`
 * refuses (a date that is not a real `YYYY-MM-DD` date, a cycle length that is
 * not a whole number from 21 to 35, a `today` before the pregnancy is counted
 * from or more than 43 weeks 6 days into it).
 *
 * @example
 * const uk = antenatalSchedule({ country: 'uk', lastPeriod: '2025-01-01' });
 * uk.dueDate; // '2025-10-08'
 * uk.items[1];
 * // { id: 'dating-scan', kind: 'scan', timing: 'window', firstBabyOnly: false,
 * //   weeks: { start: { weeks: 11, days: 2, totalDays: 79 }, end: { weeks: 14, days: 1, totalDays: 99 } },
 * //   dates: { start: '2025-03-21', end: '2025-04-10' } }
 *
 * const ng = antenatalSchedule({ country: 'ng', dueDate: '2025-10-08', today: '2025-04-03' });
 * ng.gestationalAge; // { weeks: 13, days: 1, totalDays: 92 }
 * ng.items.find((item) => item.id === 'ultrasound-scan');
 * // { ..., timing: 'deadline', dates: { start: '2025-01-01', end: '2025-06-17' }, status: 'current' }
 *
 * antenatalSchedule({ country: 'uk', lastPeriod: '2025-01-01', firstBaby: false }).items.length; // 11
 */
export function antenatalSchedule<C extends Country>(
  input: AntenatalScheduleInput<C> & { today: IsoDate },
): AntenatalScheduleProgress<C>;
export function antenatalSchedule<C extends Country>(
  input: AntenatalScheduleInput<C> & { today?: undefined },
): AntenatalSchedule<C>;
export function antenatalSchedule<C extends Country>(
  input: AntenatalScheduleInput<C>,
): AntenatalSchedule<C> | AntenatalScheduleProgress<C>;
export function antenatalSchedule<C extends Country>(
  input: AntenatalScheduleInput<C>,
): AntenatalSchedule<C> | AntenatalScheduleProgress<C> {
  if (typeof input !== 'object' || input === null) {
    throw new RangeError(
      `antenatalSchedule needs an object such as { country: 'uk', lastPeriod: '2025-01-01' }, but got ${String(input)}.`,
    );
  }
  const { country, lastPeriod, dueDate, cycleLength, today, firstBaby } = input;
  if (!countries.includes(country)) {
    throw new RangeError(`country must be "uk" or "ng", but got ${JSON.stringify(country) ?? 'nothing'}.`);
  }
  if (firstBaby !== undefined && typeof firstBaby !== 'boolean') {
    throw new RangeError(`firstBaby must be true or false (or left out), but got ${JSON.stringify(firstBaby)}.`);
  }
  if ((lastPeriod === undefined) === (dueDate === undefined)) {
    throw new RangeError(
      lastPeriod === undefined
        ? 'Give lastPeriod (the first day of the last period) or dueDate, written YYYY-MM-DD.'
        : 'Give lastPeriod or dueDate, not both.',
    );
  }

  let start: number;
  let progress: PregnancyProgress | undefined;
  if (lastPeriod !== undefined) {
    // estimateDueDate checks the date, the cycle length and today, with the same messages.
    const estimate = estimateDueDate(lastPeriod, { cycleLength, today });
    start = toDayNumber(estimate.datingStart);
    if ('today' in estimate) {
      const { gestationalAge, trimester, daysUntilDue } = estimate;
      progress = { today: estimate.today, gestationalAge, trimester, daysUntilDue };
    }
  } else {
    if (cycleLength !== undefined) {
      throw new RangeError('cycleLength goes with lastPeriod only: a due date already allows for the cycle.');
    }
    start = toDayNumber(dueDate, 'dueDate') - PREGNANCY_DAYS;
    if (today !== undefined) {
      progress = progressOn(
        today,
        start,
        start,
        `40 weeks before dueDate ${dueDate}`,
        `dueDate ${dueDate}`,
        'check the due date',
      );
    }
  }

  const plan: readonly AntenatalPlanItem<AntenatalItemId<C>>[] = ANTENATAL_PLANS[country];
  const items = plan
    .filter((item) => firstBaby !== false || !item.firstBabyOnly)
    .map((item) => ({
      ...item,
      dates: {
        start: fromDayNumber(start + item.weeks.start.totalDays),
        end: fromDayNumber(start + item.weeks.end.totalDays),
      },
    }));
  const schedule = { country, dueDate: fromDayNumber(start + PREGNANCY_DAYS), datingStart: fromDayNumber(start) };
  if (!progress) return { ...schedule, items };

  const now = toDayNumber(progress.today);
  return {
    ...schedule,
    ...progress,
    items: items.map((item) => ({
      ...item,
      status:
        start + item.weeks.end.totalDays < now
          ? 'past'
          : start + item.weeks.start.totalDays > now
            ? 'upcoming'
            : 'current',
    })),
  };
}
