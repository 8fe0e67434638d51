import { fromDayNumber, toDayNumber, type IsoDate } from '../dates/plainDate';
import { progressOn, type PregnancyProgress } from '../pregnancy/gestation';
import { PREGNANCY_DAYS } from '../pregnancy/length';
import { ANOMALY_SCAN_DAYS, DATING_SCAN_DAYS } from '../pregnancy/nhsScans';
import { assertCycleLength, DEFAULT_CYCLE_LENGTH } from './cycleLength';

/** A first and last day, both included, as `YYYY-MM-DD`. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

/** Milestones of the pregnancy, counted from the (cycle-adjusted) last period. */
export interface PregnancyKeyDates {
  /** The NHS dating scan window: 11 weeks 2 days to 14 weeks 1 day. */
  datingScan: DateRange;
  /** The NHS anomaly (mid-pregnancy) scan window: 18 weeks 0 days to 20 weeks 6 days. */
  anomalyScan: DateRange;
  /** 37 weeks 0 days: from here the baby is full term; before it, labour is preterm. */
  term: IsoDate;
  /** 40 weeks 0 days: the estimated due date. */
  dueDate: IsoDate;
  /** 42 weeks 0 days: by now induction of labour will have been offered. */
  fortyTwoWeeks: IsoDate;
}

/** Options for {@link estimateDueDate}. */
export interface DueDateOptions {
  /** Usual cycle length in whole days, 21 to 35; default 28. */
  cycleLength?: number;
  /** Today's date, `YYYY-MM-DD`. Give it to get the gestational age and trimester. */
  today?: IsoDate;
}

/** What {@link estimateDueDate} works out from the last period alone. */
export interface DueDateEstimate {
  /** Estimated due date: last period + 280 days + (cycle length - 28) days. */
  dueDate: IsoDate;
  /** The date the pregnancy is counted from: the last period shifted by (cycle length - 28) days. */
  datingStart: IsoDate;
  keyDates: PregnancyKeyDates;
}

/** What {@link estimateDueDate} adds when it is given `today`: the gestational age, trimester and days left. */
export interface DueDateProgress extends DueDateEstimate, PregnancyProgress {}

/**
 * Estimates the due date from the first day of the last period (Naegele's rule:
 * + 280 days, for a 28-day cycle), shifted by (cycle length - 28) days for
 * longer or shorter cycles. It is an estimate, not a diagnosis: the dating
 * scan gives a more accurate date and replaces it, and most babies arrive in
 * the weeks around the due date rather than on it.
 *
 * With `today` it also gives the gestational age, the trimester (as counted
 * by `TRIMESTERS`) and the days left. Gestational age is counted back from the due date, as a scan-dated
 * pregnancy is, so a longer cycle gives a smaller age.
 *
 * @param lastPeriod First day of the last period, `YYYY-MM-DD`.
 * @throws RangeError for a date that is not a real `YYYY-MM-DD` date, a cycle
 * length that is not a whole number from 21 to 35, a `today` before the
 * pregnancy is counted from, or one more than 43 weeks 6 days into it.
 *
 * @example
 * estimateDueDate('2025-01-01').dueDate; // '2025-10-08'
 * estimateDueDate('2025-01-01', { cycleLength: 30 }).dueDate; // '2025-10-10'
 * const now = estimateDueDate('2025-01-01', { today: '2025-04-03' });
 * now.gestationalAge; // { weeks: 13, days: 1, totalDays: 92 }
 * now.trimester; // 2
 */
export function estimateDueDate(
  lastPeriod: IsoDate,
  options: DueDateOptions & { today: IsoDate },
): DueDateProgress;
export function estimateDueDate(lastPeriod: IsoDate, options?: DueDateOptions & { today?: undefined }): DueDateEstimate;
export function estimateDueDate(
  lastPeriod: IsoDate,
  options?: DueDateOptions,
): DueDateEstimate | DueDateProgress;
export function estimateDueDate(
  lastPeriod: IsoDate,
  { cycleLength = DEFAULT_CYCLE_LENGTH, today }: DueDateOptions = {},
): DueDateEstimate | DueDateProgress {
  const period = toDayNumber(lastPeriod, 'lastPeriod');
  assertCycleLength(cycleLength);
  const start = period + cycleLength - 28;
  const at = (days: number) => fromDayNumber(start + days);
  const range = (days: { start: number; end: number }): DateRange => ({ start: at(days.start), end: at(days.end) });
  const estimate: DueDateEstimate = {
    dueDate: at(PREGNANCY_DAYS),
    datingStart: at(0),
    keyDates: {
      datingScan: range(DATING_SCAN_DAYS),
      anomalyScan: range(ANOMALY_SCAN_DAYS),
      term: at(37 * 7),
      dueDate: at(PREGNANCY_DAYS),
      fortyTwoWeeks: at(42 * 7),
    },
  };
  if (today === undefined) return estimate;
  // With a cycle longer than 28 days the count starts after the last period.
  const progress = progressOn(
    today,
    start,
    Math.max(period, start),
    `given lastPeriod ${lastPeriod} and a ${cycleLength}-day cycle`,
    `lastPeriod ${lastPeriod}`,
    'check it is the first day of the last period',
  );
  return { ...estimate, ...progress };
}
