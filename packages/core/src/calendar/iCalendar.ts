// Writing iCalendar (RFC 5545) text: escaping, line folding and all-day
// events. Internal: `antenatalCalendar` is the public way in. Small enough to
// own (about 60 lines), so @wh/core keeps no dependencies; the tests parse the
// output with ical.js to prove it valid.
import type { IsoDate } from '../dates/plainDate';

/** One all-day event. `end` is its last day (included); the file writes the day after, as RFC 5545 asks. */
export interface AllDayEvent {
  readonly uid: string;
  readonly start: IsoDate;
  /** The day after the last day: DTEND is exclusive for all-day events. */
  readonly endExclusive: IsoDate;
  readonly summary: string;
  readonly description?: string;
}

export interface CalendarHead {
  readonly productId: string;
  readonly name?: string;
  /** DTSTAMP of every event: when the file was made, in UTC. */
  readonly stamp: Date;
}

// Control characters are not allowed in TEXT (RFC 5545, 3.3.11), except tab; line breaks are escaped first.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * A TEXT value: backslash, semicolon and comma escaped, every line break
 * (CRLF, LF or CR) written `\n`, and other control characters dropped.
 */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(controlCharacters, '');
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * A content line folded so no physical line is longer than 75 octets of
 * UTF-8 (RFC 5545, 3.1): a break and one space before each continuation,
 * which counts towards its 75. Breaks fall between characters, never inside
 * one's bytes (or between the halves of a surrogate pair).
 */
export function foldLine(line: string): string {
  let out = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0)!);
    if (octets + size > 75) {
      out += '\r\n ';
      octets = 1;
    }
    out += character;
    octets += size;
  }
  return out;
}

const compactDate = (date: IsoDate) => date.replaceAll('-', '');
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

/** A whole VCALENDAR of all-day events: CRLF after every line, the last included. */
export function formatCalendar(head: CalendarHead, events: readonly AllDayEvent[]): string {
  const stamp = utcStamp(head.stamp);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${escapeText(head.productId)}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (head.name !== undefined) lines.push(`NAME:${escapeText(head.name)}`, `X-WR-CALNAME:${escapeText(head.name)}`);
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(event.start)}`,
      `DTEND;VALUE=DATE:${compactDate(event.endExclusive)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description !== undefined) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    // A reminder of when something is due does not make the reader busy all day.
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
