// What the pregnancy calculators share: the plausibility limits for "today"
// and how far along a pregnancy is on a day. Internal: index.ts exports the types only.
import { fromDayNumber, toDayNumber, type IsoDate } from '../dates/plainDate';
import { MAX_GESTATION_DAYS, PREGNANCY_DAYS } from './length';
import { trimesterOfWeeks, type Trimester } from './trimesters';

/** How far along a pregnancy is, as written "12+3" (12 weeks and 3 days). */
export interface GestationalAge {
  /** Completed weeks, as in "12 weeks pregnant". */
  weeks: number;
  /** Days past the completed weeks, 0 to 6. */
  days: number;
  /** The whole age in days. */
  totalDays: number;
}

/** Where a pregnancy is on a given day. */
export interface PregnancyProgress {
  today: IsoDate;
  gestationalAge: GestationalAge;
  /** 1 for weeks 0-12, 2 for weeks 13-27, 3 from week 28 (completed weeks; see `TRIMESTERS`). */
  trimester: Trimester;
  /** Days from today to the due date; negative once it has passed. */
  daysUntilDue: number;
}

/** The gestational age `totalDays` (0 or more) into a pregnancy. */
export function gestationalAge(totalDays: number): GestationalAge {
  return { weeks: Math.floor(totalDays / 7), days: totalDays % 7, totalDays };
}

/**
 * Where a pregnancy counted from day number `start` is on `today`. Refuses a
 * `today` before day number `earliest` ("today (...) must be on or after
 * <earliest>, <given>.") or more than 43 weeks 6 days along ("<input> would put
 * <today> past 43 weeks 6 days of pregnancy; <check>."), so each message names
 * what the reader gave.
 */
export function progressOn(
  today: IsoDate,
  start: number,
  earliest: number,
  given: string,
  input: string,
  check: string,
): PregnancyProgress {
  const now = toDayNumber(today, 'today');
  const age = now - start;
  if (now < earliest) {
    throw new RangeError(`today (${today}) must be on or after ${fromDayNumber(earliest)}, ${given}.`);
  }
  if (age > MAX_GESTATION_DAYS) {
    throw new RangeError(`${input} would put ${today} past 43 weeks 6 days of pregnancy; ${check}.`);
  }
  const ageToday = gestationalAge(age);
  return {
    today,
    gestationalAge: ageToday,
    trimester: trimesterOfWeeks(ageToday.weeks),
    daysUntilDue: start + PREGNANCY_DAYS - now,
  };
}
