import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Country } from '../country/detectCountry';
import { ANTENATAL_PLANS, antenatalSchedule, type AntenatalItem } from '../pregnancy/antenatalSchedule';
import { antenatalCalendar } from './antenatalCalendar';
import { escapeText, foldLine } from './iCalendar';

const now = new Date('2025-04-03T10:15:30.123Z');
const describeById = (item: AntenatalItem) => ({ summary: `Item ${item.id}`, description: `What happens at ${item.id}` });

/** The VEVENTs of a file, read back by ical.js (a real RFC 5545 parser). */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.startDate,
        end: event.endDate,
        stamp: vevent.getFirstPropertyValue('dtstamp') as ICAL.Time,
        transparency: vevent.getFirstPropertyValue('transp'),
      };
    }),
  };
}

/** The physical lines of a file, each as UTF-8 bytes. */
function physicalLines(ics: string): Uint8Array[] {
  const bytes = new TextEncoder().encode(ics);
  const lines: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      lines.push(bytes.slice(start, i));
      start = i + 2;
    }
  }
  expect(start, 'the file ends with CRLF').toBe(bytes.length);
  return lines;
}

describe('antenatalCalendar', () => {
  it('writes a valid VCALENDAR that ical.js reads back: one all-day event per item, in order', () => {
    const schedule = antenatalSchedule({ country: 'uk', lastPeriod: '2025-01-01' });
    const ics = antenatalCalendar(schedule, { describe: describeById, now, name: 'My antenatal appointments', uidDomain: 'example.org' });
    const { calendar, events } = parse(ics);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//wh//@wh/core antenatalCalendar//EN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('My antenatal appointments');
    expect(events.map((event) => event.summary)).toEqual(ANTENATAL_PLANS.uk.map((item) => `Item ${item.id}`));
    for (const event of events) {
      expect(event.start.isDate, event.uid).toBe(true);
      expect(event.end.isDate, event.uid).toBe(true);
      expect(event.stamp.toString()).toBe('2025-04-03T10:15:30Z');
      expect(event.transparency).toBe('TRANSPARENT');
    }
    expect(events.map((event) => event.uid)).toEqual(ANTENATAL_PLANS.uk.map((item) => `${item.id}.2025-10-08@example.org`));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('gives a window of up to 3 weeks in full, a longer window its first day and a deadline its last day', () => {
    const schedule = antenatalSchedule({ country: 'uk', lastPeriod: '2025-01-01' });
    const ics = antenatalCalendar(schedule, { describe: describeById, now });
    const days = Object.fromEntries(
      parse(ics).events.map((event) => [event.uid.split('.')[0], `${event.start.toString()} to ${event.end.toString()}`]),
    );
    const item = (id: string) => schedule.items.find((i) => i.id === id)!.dates;
    // DTEND is the day after the last day (exclusive).
    expect(item('dating-scan')).toEqual({ start: '2025-03-21', end: '2025-04-10' });
    expect(days['dating-scan']).toBe('2025-03-21 to 2025-04-11');
    expect(days['appointment-16-weeks']).toBe('2025-04-23 to 2025-04-30');
    expect(days['anomaly-scan']).toBe('2025-05-07 to 2025-05-28');
    expect(item('whooping-cough-vaccine').start).toBe('2025-04-23');
    expect(days['whooping-cough-vaccine']).toBe('2025-04-23 to 2025-04-24');
    expect(item('booking').end).toBe('2025-03-12'); // 10+0
    expect(days.booking).toBe('2025-03-12 to 2025-03-13');

    const ng = antenatalSchedule({ country: 'ng', dueDate: '2025-10-08' });
    const ngDays = Object.fromEntries(
      parse(antenatalCalendar(ng, { describe: describeById, now })).events.map((event) => [
        event.uid.split('.')[0],
        `${event.start.toString()} to ${event.end.toString()}`,
      ]),
    );
    expect(ngDays['contact-1']).toBe('2025-03-25 to 2025-03-26'); // by 11+6
    expect(ngDays['iptp-sp']).toBe('2025-04-02 to 2025-04-03'); // from 13+0
    expect(ngDays['contact-2']).toBe('2025-05-21 to 2025-05-28');
  });

  it('keeps the words exactly, whatever characters they hold', () => {
    const schedule = antenatalSchedule({ country: 'ng', dueDate: '2025-10-08' });
    const summary = 'Scan; bring your card, \\ your notes';
    const description = 'Line one,\nline two; with a back\\slash.\r\nLine three: Ìbẹ̀wò àkọ́kọ́ 🤰🏾 — done.';
    const ics = antenatalCalendar(schedule, { describe: () => ({ summary, description }), now });
    expect(ics).toContain('SUMMARY:Scan\\; bring your card\\, \\\\ your notes\r\n');
    for (const event of parse(ics).events) {
      expect(event.summary).toBe(summary);
      expect(event.description).toBe(description.replace('\r\n', '\n'));
    }
  });

  it('folds long UTF-8 lines at 75 octets without splitting a character, and ical.js unfolds them to the same text', () => {
    // Two-, three- and four-byte characters at every offset against the 75-octet limit.
    const long = `${'é'.repeat(40)} ${'ọ̀'.repeat(30)} ${'🤰🏾'.repeat(25)} ${'a'.repeat(100)} ${'€'.repeat(60)}`;
    for (let shift = 0; shift < 4; shift++) {
      const summary = 'x'.repeat(shift) + long;
      const ics = antenatalCalendar(antenatalSchedule({ country: 'uk', dueDate: '2025-10-08' }), {
        describe: () => ({ summary, description: summary }),
        now,
      });
      const lines = physicalLines(ics);
      expect(lines.some((line) => line.length === 75 || line.length === 74 || line.length === 73)).toBe(true);
      for (const line of lines) {
        expect(line.length).toBeLessThanOrEqual(75);
        // Each physical line is whole UTF-8 on its own: no character was cut in two.
        expect(() => new TextDecoder('utf-8', { fatal: true }).decode(line)).not.toThrow();
      }
      expect(parse(ics).events[0]!.summary).toBe(summary);
    }
  });

  it('writes only CRLF line ends and starts every continuation line with one space', () => {
    const ics = antenatalCalendar(antenatalSchedule({ country: 'uk', dueDate: '2025-10-08' }), {
      describe: (item) => ({ summary: `A long title for ${item.id} `.repeat(5), description: 'x\ny' }),
      now,
    });
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) expect(line, line).toMatch(/^([A-Z-]+[;:]| \S| {2})/);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(10);
  });

  it('round-trips any text through ical.js, for any schedule', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }).filter((s) => s.trim() !== ''),
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.constantFrom<Country>('uk', 'ng'),
        fc.integer({ min: 0, max: 40_000 }),
        (summary, description, country, offset) => {
          const dueDate = new Date(Date.UTC(1990, 0, 1) + offset * 864e5).toISOString().slice(0, 10) as `${number}-${number}-${number}`;
          const ics = antenatalCalendar(antenatalSchedule({ country, dueDate }), { describe: () => ({ summary, description }), now });
          const clean = (text: string) => text.replace(/\r\n|\r/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex
          for (const line of physicalLines(ics)) expect(line.length).toBeLessThanOrEqual(75);
          const { events } = parse(ics);
          expect(events).toHaveLength(ANTENATAL_PLANS[country].length);
          expect(events[0]!.summary).toBe(clean(summary));
          expect(events[0]!.description).toBe(clean(description));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses what it cannot write, saying why', () => {
    const schedule = antenatalSchedule({ country: 'uk', dueDate: '2025-10-08' });
    const call = (s: unknown, o: unknown) => () => antenatalCalendar(s as never, o as never);
    expect(call(undefined, { describe: describeById })).toThrow(/needs a schedule from antenatalSchedule/);
    expect(call(schedule, undefined)).toThrow(/needs \{ describe: \(item\) => \(\{ summary, description \}\) \}/);
    expect(call(schedule, { describe: () => ({ summary: '  ' }) })).toThrow(
      new RangeError(`describe gave no summary for "booking": it must return { summary: 'a title', description? }.`),
    );
    expect(call(schedule, { describe: () => undefined })).toThrow(/no summary for "booking"/);
    expect(call(schedule, { describe: () => ({ summary: 'x', description: 3 }) })).toThrow(/description for "booking" that is not text/);
    expect(call(schedule, { describe: describeById, now: new Date('nonsense') })).toThrow(/now must be a valid Date, but got Invalid Date/);
    expect(call(schedule, { describe: describeById, uidDomain: 'a b' })).toThrow(/uidDomain must be a host name/);
  });

  it('defaults the stamp to now, so a fresh download carries the time it was made', () => {
    const before = Date.now();
    const ics = antenatalCalendar(antenatalSchedule({ country: 'ng', dueDate: '2025-10-08' }), { describe: describeById });
    const stamp = parse(ics).events[0]!.stamp.toJSDate().getTime();
    expect(stamp).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });
});

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and every kind of line break, and drops control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg\u0007h\ti')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h\ti');
  });

  it('folds at exactly 75 octets, counting the continuation space', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    expect(foldLine('a'.repeat(75 + 74 + 1))).toBe(`${'a'.repeat(75)}\r\n ${'a'.repeat(74)}\r\n a`);
    // 74 ASCII octets then a 2-octet é would make 76: the é moves to the next line whole.
    expect(foldLine(`${'a'.repeat(74)}é`)).toBe(`${'a'.repeat(74)}\r\n é`);
    expect(foldLine(`${'a'.repeat(73)}🤰`)).toBe(`${'a'.repeat(73)}\r\n 🤰`);
  });
});
