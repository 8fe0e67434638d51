import { fromDayNumber, toDayNumber, type IsoDate } from '../dates/plainDate';
import { assertCycleLength, DEFAULT_CYCLE_LENGTH } from './cycleLength';

/** What {@link estimateOvulation} works out. All dates are `YYYY-MM-DD`. */
export interface OvulationEstimate {
  /** The estimated ovulation day: last period + cycle length - 14 days. */
  ovulation: IsoDate;
  /** The 5 days before ovulation plus ovulation day: about 6 days in all. */
  fertileWindow: { start: IsoDate; end: IsoDate };
  /** When the next period is expected: last period + cycle length. */
  nextPeriod: IsoDate;
}

/**
 * Estimates ovulation, the fertile window and the next period from the first
 * day of the last period, assuming a regular cycle and ovulation 14 days
 * before the next period (in reality 10-16 days). An estimate only: it cannot
 * confirm ovulation and is not contraception.
 *
 * @param lastPeriod First day of the last period, `YYYY-MM-DD`.
 * @param cycleLength Whole days from 21 to 35; default 28.
 * @throws RangeError for a date that is not a real `YYYY-MM-DD` date or a cycle length outside 21..35.
 *
 * @example
 * estimateOvulation('2025-03-01');
 * // { ovulation: '2025-03-15',
 * //   fertileWindow: { start: '2025-03-10', end: '2025-03-15' },
 * //   nextPeriod: '2025-03-29' }
 * estimateOvulation('2025-03-01', 32).ovulation; // '2025-03-19'
 */
export function estimateOvulation(lastPeriod: IsoDate, cycleLength: number = DEFAULT_CYCLE_LENGTH): OvulationEstimate {
  const start = toDayNumber(lastPeriod, 'lastPeriod');
  assertCycleLength(cycleLength);
  const ovulation = start + cycleLength - 14;
  return {
    ovulation: fromDayNumber(ovulation),
    fertileWindow: { start: fromDayNumber(ovulation - 5), end: fromDayNumber(ovulation) },
    nextPeriod: fromDayNumber(start + cycleLength),
  };
}
