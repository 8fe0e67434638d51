import { describe, expect, it } from 'vitest';

// Guards the multi-zone test run itself: if the TZ setting were silently
// ignored, every other test would pass in one zone and prove nothing.
describe('the time zone this run uses', () => {
  it('is the zone the project asked for', () => {
    const zone = process.env.TZ;
    expect(zone).toBeTruthy();
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    const expectedOffsetMinutes: Record<string, number> = {
      UTC: 0,
      'America/Los_Angeles': 480,
      'Pacific/Kiritimati': -840,
      'Africa/Lagos': -60,
    };
    expect(new Date(2025, 0, 15, 12).getTimezoneOffset()).toBe(expectedOffsetMinutes[zone ?? '']);
  });
});
