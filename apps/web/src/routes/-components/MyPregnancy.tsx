import { antenatalCareFor, myPregnancyPage, trimesterWeeks, weekPathForAge } from '@wh/content';
import {
  antenatalCalendar,
  antenatalSchedule,
  isIsoDate,
  localIsoDate,
  type AntenatalScheduleProgress,
  type Country,
} from '@wh/core';
import { Alert, Badge, Button, DateField, Link, Select } from '@wh/ui';
import { useEffect, useRef, useState } from 'react';
import { siteOrigins } from '../../config';
import { useCountry } from '../../country';
import { DateText } from './DateText';
import * as page from './interactive.css';
import * as styles from './myPregnancy.css';

/** Which date the reader gave: the first day of her last period, or her due date. */
export type PregnancyDateKind = 'lastPeriod' | 'dueDate';

/** What is kept in this browser, and nothing more. */
export interface StoredPregnancy {
  kind: PregnancyDateKind;
  date: string;
}

/**
 * The localStorage key. Versioned, so a later shape can be told apart from this one (and an old
 * one ignored) rather than misread.
 */
export const myPregnancyStorageKey = 'wh.myPregnancy.v1';

function readStored(): StoredPregnancy | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(myPregnancyStorageKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { kind, date } = value as Partial<StoredPregnancy>;
    if ((kind !== 'lastPeriod' && kind !== 'dueDate') || typeof date !== 'string' || !isIsoDate(date)) return null;
    return { kind, date };
  } catch {
    // Storage blocked (private mode, a policy) or a value not ours: as if nothing were kept.
    return null;
  }
}

const dateLabels: Record<PregnancyDateKind, string> = {
  lastPeriod: 'First day of your last period',
  dueDate: 'Your due date',
};

const dateHints: Record<PregnancyDateKind, string> = {
  lastPeriod: 'If you have had a dating scan, choose "My due date" and use the date it gave.',
  dueDate: 'The date from your dating scan or your midwife, if you have one.',
};

type Schedule = AntenatalScheduleProgress<Country>;

/**
 * The reader's schedule for a date she gave, or the reason it cannot be worked out, in words
 * that tell her what to change.
 */
function scheduleFor(country: Country, { kind, date }: StoredPregnancy, today: string): Schedule | string {
  if (!date) return kind === 'lastPeriod' ? 'Enter the first day of your last period.' : 'Enter your due date.';
  if (!isIsoDate(date)) return 'Enter a real date, for example 15 3 2026.';
  if (kind === 'lastPeriod' && date > today) return 'The first day of your last period must be today or in the past.';
  try {
    return kind === 'lastPeriod'
      ? antenatalSchedule({ country, lastPeriod: date, today })
      : antenatalSchedule({ country, dueDate: date, today });
  } catch {
    // antenatalSchedule refuses a pregnancy not yet begun or more than 43 weeks 6 days along.
    return kind === 'lastPeriod'
      ? 'That date is more than 43 weeks ago. Check it is the first day of your last period.'
      : 'That due date is more than 40 weeks away or more than 3 weeks past. Check the date.';
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * "My pregnancy": the reader enters her last period or due date once; it is kept in this browser
 * (localStorage) and nowhere else, and the page shows her week, the days to go and her antenatal
 * schedule, with a calendar file to download. Everything is worked out here, in the browser: the
 * server renders only the empty form, since it never knows the date.
 */
export function MyPregnancy() {
  const country = useCountry();
  const dateInput = useRef<HTMLInputElement>(null);
  const kindInput = useRef<HTMLSelectElement>(null);
  const [kind, setKind] = useState<PregnancyDateKind>('lastPeriod');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ entry: StoredPregnancy; schedule: Schedule } | null>(null);
  const [today, setToday] = useState<string | undefined>(undefined);
  const [cleared, setCleared] = useState<StoredPregnancy | null>(null);

  useEffect(() => {
    const now = localIsoDate();
    setToday(now);
    const stored = readStored();
    if (stored) {
      const schedule = scheduleFor(country, stored, now);
      setKind(stored.kind);
      setDate(stored.date);
      if (typeof schedule === 'string') setError(schedule);
      else setSaved({ entry: stored, schedule });
      return;
    }
    // What the reader typed before the page's code ran is kept.
    if (dateInput.current?.value) setDate(dateInput.current.value);
    if (kindInput.current) setKind(kindInput.current.value as PregnancyDateKind);
  }, [country]);

  function save(entry: StoredPregnancy) {
    const schedule = scheduleFor(country, entry, localIsoDate());
    if (typeof schedule === 'string') {
      // Nothing is lost: the field keeps what was typed, and the date kept before stays kept.
      setError(schedule);
      dateInput.current?.focus();
      return;
    }
    setError(null);
    setCleared(null);
    try {
      localStorage.setItem(myPregnancyStorageKey, JSON.stringify(entry));
    } catch {
      setError('This browser would not keep your date (it may be in private mode). Your schedule is below, but will be gone when you leave.');
    }
    setSaved({ entry, schedule });
  }

  function clear() {
    if (!saved || !window.confirm(myPregnancyPage.clearConfirm)) return;
    localStorage.removeItem(myPregnancyStorageKey);
    setCleared(saved.entry);
    setSaved(null);
    setDate('');
    setError(null);
  }

  function undoClear() {
    if (cleared) save(cleared);
  }

  return (
    <div className={styles.root}>
      <form
        className={page.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save({ kind: (kindInput.current?.value as PregnancyDateKind | undefined) ?? kind, date: dateInput.current?.value ?? date });
        }}
      >
        <Select
          ref={kindInput}
          label="Which date do you have?"
          className={page.fullWidth}
          selectClassName={styles.kindSelect}
          name="kind"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as PregnancyDateKind);
            setError(null);
          }}
          options={[
            { value: 'lastPeriod', label: 'The first day of my last period' },
            { value: 'dueDate', label: 'My due date' },
          ]}
        />
        <DateField
          ref={dateInput}
          label={dateLabels[kind]}
          hint={dateHints[kind]}
          name="date"
          value={date}
          max={kind === 'lastPeriod' ? today : undefined}
          error={error ?? undefined}
          onChange={(event) => {
            setDate(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit">{saved ? 'Update my date' : 'Show my pregnancy'}</Button>
      </form>

      <div aria-live="polite">
        {cleared ? (
          <Alert variant="success" title="Your date has been removed from this browser">
            <p>Nothing about your pregnancy is kept here now.</p>
            <p>
              <Button type="button" variant="secondary" onClick={undoClear}>
                Undo
              </Button>
            </p>
          </Alert>
        ) : null}
        {saved ? <PregnancySummary country={country} entry={saved.entry} schedule={saved.schedule} onClear={clear} /> : null}
      </div>
    </div>
  );
}

function PregnancySummary({
  country,
  entry,
  schedule,
  onClear,
}: {
  country: Country;
  entry: StoredPregnancy;
  schedule: Schedule;
  onClear: () => void;
}) {
  const { gestationalAge, daysUntilDue, trimester } = schedule;
  const stage = trimesterWeeks[trimester];
  const care = antenatalCareFor(country);
  return (
    <section className={styles.summary} aria-labelledby="my-week-heading" data-testid="my-pregnancy-summary">
      <div className={page.result}>
        <h2 id="my-week-heading" className={page.resultHeadline}>
          <span>You are</span>
          <span className={page.resultValue} data-nowrap="">
            {plural(gestationalAge.weeks, 'week')}
            {gestationalAge.days ? ` and ${plural(gestationalAge.days, 'day')}` : ''} pregnant
          </span>
        </h2>
        <p>
          Written {gestationalAge.weeks}+{gestationalAge.days}, in the {stage.name} (weeks {stage.from} to {stage.to}).{' '}
          {daysUntilDue > 0
            ? `${plural(daysUntilDue, 'day')} to go until your due date, `
            : daysUntilDue === 0
              ? 'Your due date is today, '
              : `Your due date was ${plural(-daysUntilDue, 'day')} ago, `}
          <DateText iso={schedule.dueDate} />.
        </p>
        <p>
          <Link href={weekPathForAge(gestationalAge.weeks)}>What is happening in week {Math.max(4, Math.min(42, gestationalAge.weeks))}</Link>
        </p>
        <p className={styles.small}>
          Worked out from {entry.kind === 'lastPeriod' ? 'the first day of your last period' : 'your due date'},{' '}
          <DateText iso={entry.date} />.
        </p>
      </div>

      <h2 id="my-schedule-heading">{country === 'ng' ? 'Your antenatal contacts' : 'Your antenatal appointments and scans'}</h2>
      <p>{myPregnancyPage.scheduleNote}</p>
      <div className={page.actions}>
        <Button type="button" onClick={() => downloadCalendar(country, schedule)}>
          Add to calendar (.ics)
        </Button>
        <Button type="button" variant="secondary" onClick={onClear}>
          Clear my data
        </Button>
      </div>
      <ol className={styles.schedule} aria-labelledby="my-schedule-heading">
        {schedule.items.map((item) => {
          const words = care.items[item.id as keyof typeof care.items];
          return (
            <li key={item.id} className={styles.item} data-item-id={item.id} data-status={item.status}>
              <h3 className={styles.itemTitle}>
                {words.title}
                {item.status === 'current' ? <Badge tone="pregnancy">Now</Badge> : null}
                {item.status === 'past' ? <Badge tone="other">Past</Badge> : null}
              </h3>
              <p className={styles.when}>
                {item.timing === 'deadline' ? (
                  <>
                    By <DateText iso={item.dates.end} />
                  </>
                ) : item.dates.start === item.dates.end ? (
                  <DateText iso={item.dates.start} />
                ) : (
                  <>
                    <DateText iso={item.dates.start} /> to <DateText iso={item.dates.end} />
                  </>
                )}{' '}
                <span className={styles.small}>({words.when})</span>
              </p>
              {words.whatHappens.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Offers the schedule as an iCalendar file, made here in the browser: no server sees the dates. */
function downloadCalendar(country: Country, schedule: Schedule) {
  const care = antenatalCareFor(country);
  const text = antenatalCalendar(schedule, {
    describe: (item) => {
      const words = care.items[item.id as keyof typeof care.items];
      return { summary: words.title, description: [words.when, ...words.whatHappens].join('\n\n') };
    },
    name: myPregnancyPage.calendarName,
    uidDomain: new URL(siteOrigins[country]).hostname,
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-antenatal-appointments.ics';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
