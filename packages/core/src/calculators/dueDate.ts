import { fromDayNumber, toDayNumber, type IsoDate } from '../dates/plainDate';
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

/** How far along a pregnancy is, as written "12+3" (12 weeks and 3 days). */
export interface GestationalAge {
  /** Completed weeks, as in "12 weeks pregnant". */
  weeks: number;
  /** Days past the completed weeks, 0 to 6. */
  days: number;
  /** The whole age in days. */
  totalDays: number;
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

/** What {@link estimateDueDate} adds when it is given `today`. */
export interface DueDateProgress extends DueDateEstimate {
  today: IsoDate;
  gestationalAge: GestationalAge;
  /** 1 for weeks 0-12, 2 for weeks 13-26, 3 from week 27 (completed weeks). */
  trimester: 1 | 2 | 3;
  /** Days from today to the due date; negative once it has passed. */
  daysUntilDue: number;
}

/**
 * Past 43+6 weeks the last period date is almost certainly mistyped: induction
 * is offered from 41 weeks (NICE NG207), so such pregnancies are vanishingly rare.
 */
const MAX_GESTATION_DAYS = 43 * 7 + 6;

/**
 * Estimates the due date from the first day of the last period (Naegele's rule:
 * + 280 days, for a 28-day cycle), shifted by (cycle length - 28) days for
 * longer or shorter cycles. It is an estimate, not a diagnosis: the dating
 * scan gives a more accurate date and replaces it, and most babies arrive in
 * the weeks around the due date rather than on it.
 *
 * With `today` it also gives the gestational age, the trimester and the days
 * left. Gestational age is counted back from the due date, as a scan-dated
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
  const at = (weeks: number, days = 0) => fromDayNumber(start + weeks * 7 + days);
  const estimate: DueDateEstimate = {
    dueDate: at(40),
    datingStart: at(0),
    keyDates: {
      datingScan: { start: at(11, 2), end: at(14, 1) },
      anomalyScan: { start: at(18), end: at(20, 6) },
      term: at(37),
      dueDate: at(40),
      fortyTwoWeeks: at(42),
    },
  };
  if (today === undefined) return estimate;

  const now = toDayNumber(today, 'today');
  const age = now - start;
  // With a cycle longer than 28 days the count starts after the last period.
  const earliest = Math.max(period, start);
  if (now < earliest) {
    throw new RangeError(
      `today (${today}) must be on or after ${fromDayNumber(earliest)}, given lastPeriod ${lastPeriod} and a ${cycleLength}-day cycle.`,
    );
  }
  if (age > MAX_GESTATION_DAYS) {
    throw new RangeError(
      `lastPeriod ${lastPeriod} would put ${today} past 43 weeks 6 days of pregnancy; check it is the first day of the last period.`,
    );
  }
  const weeks = Math.floor(age / 7);
  return {
    ...estimate,
    today,
    gestationalAge: { weeks, days: age % 7, totalDays: age },
    trimester: weeks <= 12 ? 1 : weeks <= 26 ? 2 : 3,
    daysUntilDue: start + 280 - now,
  };
}
