import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES, lastPeriodProblem } from './lastPeriodProblem';

describe('lastPeriodProblem', () => {
  const today = '2026-03-20';

  it('asks for the date when the field is empty', () => {
    expect(lastPeriodProblem('', today)).toBe('Enter the first day of your last period.');
  });

  it('asks for a real date, with an example, when the text is not a calendar date', () => {
    for (const date of ['2026-02-30', '2025-02-29', '15/03/2026', 'soon']) {
      expect(lastPeriodProblem(date, today), date).toBe('Enter a real date, for example 15 3 2026.');
    }
  });

  it('refuses a date after today, and accepts today and earlier', () => {
    expect(lastPeriodProblem('2026-03-21', today)).toBe(DATE_MESSAGES.lastPeriodInFuture);
    expect(lastPeriodProblem(today, today)).toBeNull();
    expect(lastPeriodProblem('2024-02-29', today)).toBeNull();
  });
});
