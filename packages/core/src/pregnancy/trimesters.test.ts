import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIMESTERS, trimesterAt } from './trimesters';

describe('TRIMESTERS', () => {
  it('holds the NHS boundaries: 0+0 to 12+6, 13+0 to 27+6, 28+0 until the birth', () => {
    expect(TRIMESTERS).toEqual([
      { trimester: 1, firstWeek: 0, lastWeek: 12 },
      { trimester: 2, firstWeek: 13, lastWeek: 27 },
      { trimester: 3, firstWeek: 28, lastWeek: null },
    ]);
  });

  it('leaves no gap and no overlap between trimesters', () => {
    expect(TRIMESTERS[0].firstWeek).toBe(0);
    for (const [i, trimester] of TRIMESTERS.entries()) {
      expect(trimester.trimester).toBe(i + 1);
      if (i > 0) expect(trimester.firstWeek).toBe((TRIMESTERS[i - 1]!.lastWeek ?? NaN) + 1);
    }
  });
});

describe('trimesterAt', () => {
  it('changes trimester at 13 and 28 completed weeks', () => {
    expect([0, 12, 13, 27, 28, 43].map(trimesterAt)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('gives the trimester whose weeks hold the age, for every week 0 to 43', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 43 }), (weeks) => {
        const holding = TRIMESTERS.filter((t) => t.firstWeek <= weeks && weeks <= (t.lastWeek ?? Infinity));
        expect(holding.map((t) => t.trimester)).toEqual([trimesterAt(weeks)]);
      }),
    );
  });

  it('refuses anything but a whole number of weeks from 0 to 43, with a plain RangeError', () => {
    expect(() => trimesterAt(44)).toThrow(
      new RangeError('weeks must be a whole number of completed weeks from 0 to 43, but got 44.'),
    );
    for (const bad of [-1, 12.5, Number.NaN, Infinity, '13' as unknown as number, undefined as unknown as number]) {
      expect(() => trimesterAt(bad)).toThrow(RangeError);
    }
  });
});
