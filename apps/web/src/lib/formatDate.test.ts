import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('writes a calendar date the British way', () => {
    expect(formatDate('2026-11-21')).toBe('21 November 2026');
    expect(formatDate('2025-01-05')).toBe('5 January 2025');
  });
});
