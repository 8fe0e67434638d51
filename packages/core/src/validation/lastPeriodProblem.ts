import { isIsoDate } from '../dates/plainDate';

/**
 * What the date fields say when a date cannot be used, written once so every
 * form that asks for a date (the calculators, My pregnancy) says the same.
 */
export const DATE_MESSAGES = {
  lastPeriodMissing: 'Enter the first day of your last period.',
  notARealDate: 'Enter a real date, for example 15 3 2026.',
  lastPeriodInFuture: 'The first day of your last period must be today or in the past.',
} as const;

/**
 * Why a last-period date a reader gave cannot be used, in words that tell her
 * what to change, or null when it can. `date` is what the date field holds
 * (YYYY-MM-DD, or '' when it is empty or not a date); `today` is the reader's
 * own date (`localIsoDate()`), as the first day of a period cannot be in the
 * future.
 *
 * @example
 * lastPeriodProblem('', '2026-03-20'); // 'Enter the first day of your last period.'
 * lastPeriodProblem('2026-02-30', '2026-03-20'); // 'Enter a real date, for example 15 3 2026.'
 * lastPeriodProblem('2026-03-21', '2026-03-20'); // 'The first day of your last period must be today or in the past.'
 * lastPeriodProblem('2026-03-15', '2026-03-20'); // null
 */
export function lastPeriodProblem(date: string, today: string): string | null {
  if (!date) return DATE_MESSAGES.lastPeriodMissing;
  if (!isIsoDate(date)) return DATE_MESSAGES.notARealDate;
  if (date > today) return DATE_MESSAGES.lastPeriodInFuture;
  return null;
}
