import type { Country } from '../country/detectCountry';
import { addDays, daysBetween, type IsoDate } from '../dates/plainDate';
import type { AntenatalItem, AntenatalSchedule } from '../pregnancy/antenatalSchedule';
import { formatCalendar, type AllDayEvent } from './iCalendar';

/** The words of one calendar event. */
export interface AntenatalEventText {
  /** The event's title (SUMMARY), such as "Dating scan". */
  readonly summary: string;
  /** Its details (DESCRIPTION); line breaks are kept. */
  readonly description?: string;
}

/** What {@link antenatalCalendar} needs besides the schedule. */
export interface AntenatalCalendarOptions<C extends Country = Country> {
  /**
   * The words of each item. @wh/core has ids, not words: `@wh/content` has
   * them (`antenatalCareFor(country).items[item.id]`: title, when, what happens).
   */
  readonly describe: (item: AntenatalItem<C>) => AntenatalEventText;
  /** The calendar's name, which some apps show (NAME and X-WR-CALNAME). */
  readonly name?: string;
  /** When the file is made: every event's DTSTAMP. Default: now. */
  readonly now?: Date;
  /**
   * Makes the event UIDs, `<item id>.<due date>@<uidDomain>`, unique to your
   * app: give your site's host name. Default `antenatal-schedule.invalid`.
   */
  readonly uidDomain?: string;
  /** PRODID: who made the file. Default `-//wh//@wh/core antenatalCalendar//EN`. */
  readonly productId?: string;
}

/** A window longer than this shows as a one-day reminder on its first day, not as a bar across weeks. */
const LONGEST_EVENT_DAYS = 21;

/** The days an item's event covers: see {@link antenatalCalendar}. */
function eventDays({ timing, dates }: AntenatalItem): { start: IsoDate; end: IsoDate } {
  if (timing === 'deadline') return { start: dates.end, end: dates.end };
  if (daysBetween(dates.start, dates.end) + 1 > LONGEST_EVENT_DAYS) return { start: dates.start, end: dates.start };
  return dates;
}

/**
 * The reader's antenatal schedule (from {@link antenatalSchedule}) as an
 * iCalendar file (RFC 5545) that calendar apps import: one all-day event per
 * item, in the schedule's order, with the words `describe` gives it.
 *
 * Which days an event covers:
 * - a check-up or scan window of up to 3 weeks (the "16 weeks" check-up, the
 *   dating and anomaly scans): the whole window;
 * - a longer window (a vaccine "from 16 weeks, best before 32", IPTp from 13
 *   weeks): its first day, as a reminder, not a bar across months;
 * - a deadline ("booking by 10 weeks", "first contact before 12 weeks"): its
 *   last day, the day to have done it by.
 *
 * Events are free time (TRANSP:TRANSPARENT) and have no alarms. Their UIDs
 * depend only on the item, the due date and `uidDomain`, so importing the file
 * again updates the events instead of doubling them. To leave out items that
 * are over, pass `{ ...schedule, items: schedule.items.filter((item) => item.status !== 'past') }`.
 *
 * The text is CRLF-terminated, lines are folded at 75 octets without
 * splitting a UTF-8 character, and `,`, `;`, `\` and line breaks are escaped.
 * Offer it as a download of type `text/calendar`, named `*.ics`.
 *
 * @throws RangeError when `schedule` is not a schedule, `describe` is not a
 * function or gives an empty summary, `now` is not a valid date, or
 * `uidDomain` is not a host name.
 *
 * @example
 * const schedule = antenatalSchedule({ country: 'uk', dueDate: '2025-10-08' });
 * const care = antenatalCareFor('uk'); // from @wh/content
 * const ics = antenatalCalendar(schedule, {
 *   describe: (item) => ({
 *     summary: care.items[item.id].title,
 *     description: [care.items[item.id].when, ...care.items[item.id].whatHappens].join('\n\n'),
 *   }),
 *   name: 'My antenatal appointments',
 *   uidDomain: 'example.org',
 * });
 * // 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n...'
 * // BEGIN:VEVENT
 * // UID:dating-scan.2025-10-08@example.org
 * // DTSTAMP:20250403T101500Z
 * // DTSTART;VALUE=DATE:20250321
 * // DTEND;VALUE=DATE:20250411
 * // SUMMARY:Dating scan
 * // ...
 */
export function antenatalCalendar<C extends Country>(
  schedule: AntenatalSchedule<C>,
  options: AntenatalCalendarOptions<C>,
): string {
  if (typeof schedule !== 'object' || schedule === null || !Array.isArray(schedule.items) || typeof schedule.dueDate !== 'string') {
    throw new RangeError('antenatalCalendar needs a schedule from antenatalSchedule({ ... }) as its first argument.');
  }
  if (typeof options !== 'object' || options === null || typeof options.describe !== 'function') {
    throw new RangeError('antenatalCalendar needs { describe: (item) => ({ summary, description }) }, to give each item its words.');
  }
  const {
    describe,
    name,
    now = new Date(),
    uidDomain = 'antenatal-schedule.invalid',
    productId = '-//wh//@wh/core antenatalCalendar//EN',
  } = options;
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new RangeError(`now must be a valid Date, but got ${String(now)}.`);
  }
  if (typeof uidDomain !== 'string' || !/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(uidDomain)) {
    throw new RangeError(`uidDomain must be a host name such as "example.org", but got ${JSON.stringify(uidDomain)}.`);
  }

  const events: AllDayEvent[] = schedule.items.map((item) => {
    const text = describe(item);
    if (typeof text?.summary !== 'string' || text.summary.trim() === '') {
      throw new RangeError(`describe gave no summary for "${item.id}": it must return { summary: 'a title', description? }.`);
    }
    if (text.description !== undefined && typeof text.description !== 'string') {
      throw new RangeError(`describe gave a description for "${item.id}" that is not text.`);
    }
    const { start, end } = eventDays(item);
    return {
      uid: `${item.id}.${schedule.dueDate}@${uidDomain}`,
      start,
      endExclusive: addDays(end, 1),
      summary: text.summary,
      ...(text.description !== undefined && { description: text.description }),
    };
  });
  return formatCalendar({ productId, stamp: now, ...(name !== undefined && { name }) }, events);
}
