import { antenatalCareFor, myPregnancyTool, trimesterWeeks, weekPathForAge } from '@wh/content';
import { antenatalSchedule, DATE_MESSAGES, isIsoDate, lastPeriodProblem, type AntenatalScheduleProgress, type Country } from '@wh/core';
import { Alert, Badge, Button, Link } from '@wh/ui';
import { useState } from 'react';
import { DateText } from '../../lib/DateText';
import * as primitives from '../../lib/primitives.css';
import * as styles from './MyPregnancy.css';
import type { StoredPregnancy } from './storedPregnancy';

/*
 * The reader's schedule and the words for it: everything My pregnancy shows once it has a date.
 * MyPregnancy.tsx loads this module only then (at once when a date is kept in this browser), so
 * a first visit downloads the form alone.
 */

export type Schedule = AntenatalScheduleProgress<Country>;

/**
 * The reader's schedule for a date she gave, or the reason it cannot be worked out, in words
 * that tell her what to change.
 */
export function scheduleFor(country: Country, { kind, date }: StoredPregnancy, today: string): Schedule | string {
  if (kind === 'lastPeriod') {
    const problem = lastPeriodProblem(date, today);
    if (problem) return problem;
  } else if (!date) return 'Enter your due date.';
  else if (!isIsoDate(date)) return DATE_MESSAGES.notARealDate;
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


export function PregnancySummary({
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
  const [calendarFailed, setCalendarFailed] = useState(false);

  async function addToCalendar() {
    try {
      // The iCalendar writer is loaded only now: showing the schedule does not need it.
      const { downloadCalendar } = await import('./downloadCalendar');
      downloadCalendar(country, schedule);
      setCalendarFailed(false);
    } catch {
      setCalendarFailed(true);
    }
  }

  return (
    <section className={styles.summary} aria-labelledby="my-week-heading" data-testid="my-pregnancy-summary">
      <div className={primitives.result}>
        <h2 id="my-week-heading" className={primitives.resultHeadline}>
          <span>You are</span>
          <span className={primitives.resultValue} data-nowrap="">
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
      <p>{myPregnancyTool.scheduleNote}</p>
      <div className={primitives.actions}>
        <Button type="button" onClick={() => void addToCalendar()}>
          Add to calendar (.ics)
        </Button>
        <Button type="button" variant="secondary" onClick={onClear}>
          Clear my data
        </Button>
      </div>
      {calendarFailed ? (
        <Alert variant="destructive" title="The calendar file could not be made">
          This page could not load what it needs to make it. Check your connection and press Add to calendar again.
        </Alert>
      ) : null}
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
