import { antenatalLabelsFor, calculatorNotes, localize, trimesterWeeks } from '@wh/content';
import {
  antenatalSchedule,
  CYCLE_LENGTHS,
  DEFAULT_CYCLE_LENGTH,
  estimateDueDate,
  estimateOvulation,
  isIsoDate,
  localIsoDate,
  type Country,
  type DueDateProgress,
  type OvulationEstimate,
} from '@wh/core';
import { Button, Card, DateField, Select } from '@wh/ui';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useCountry } from '../../country';
import { calculatorIds } from './calculatorIds';
import { formatDate } from './formatDate';
import * as page from './interactive.css';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "12 weeks and 3 days" */
function weeksAndDays(weeks: number, days: number): string {
  return days === 0 ? plural(weeks, 'week') : `${plural(weeks, 'week')} and ${plural(days, 'day')}`;
}

function range(start: string, end: string): string {
  return `${formatDate(start)} to ${formatDate(end)}`;
}

/**
 * The ovulation and due date calculators, sharing one "first day of your last period" input.
 * Results are worked out only when a button is pressed (so the server and the browser render the
 * same page, and "today" is the reader's own date), and only when a date has been entered.
 *
 * @example
 * <Calculators />
 */
export function Calculators() {
  const country = useCountry();
  const dateInput = useRef<HTMLInputElement>(null);
  const [lastPeriod, setLastPeriod] = useState('');
  const [cycleLength, setCycleLength] = useState(DEFAULT_CYCLE_LENGTH);
  const [dateError, setDateError] = useState<string | null>(null);
  const [ovulation, setOvulation] = useState<OvulationEstimate | null>(null);
  const [dueDate, setDueDate] = useState<DueDateProgress | null>(null);
  // The latest date allowed is today where the reader is, known only in the browser.
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => setToday(localIsoDate()), []);

  /** Checks the shared date; on a problem shows it on the field, moves focus there and returns null. */
  function checkedLastPeriod(): { date: string; today: string } | null {
    const now = localIsoDate();
    let problem: string | null = null;
    if (!lastPeriod) problem = 'Enter the first day of your last period.';
    else if (!isIsoDate(lastPeriod)) problem = 'Enter a real date.';
    else if (lastPeriod > now) problem = 'The first day of your last period must be today or in the past.';
    if (problem) {
      setDateError(problem);
      dateInput.current?.focus();
      return null;
    }
    setDateError(null);
    return { date: lastPeriod, today: now };
  }

  function calculateOvulation() {
    const input = checkedLastPeriod();
    if (!input) return;
    setOvulation(estimateOvulation(input.date, cycleLength));
  }

  function calculateDueDate() {
    const input = checkedLastPeriod();
    if (!input) return;
    try {
      setDueDate(estimateDueDate(input.date, { today: input.today }));
    } catch {
      // estimateDueDate refuses a date more than 43 weeks 6 days ago: almost certainly a typing slip.
      setDueDate(null);
      setDateError('That date is more than 43 weeks ago. Check it is the first day of your last period.');
      dateInput.current?.focus();
    }
  }

  return (
    <div className={page.stack}>
      <DateField
        ref={dateInput}
        label={calculatorNotes.lastPeriodLabel}
        hint="Both calculators use this date."
        name="lastPeriod"
        value={lastPeriod}
        max={today}
        error={dateError ?? undefined}
        onChange={(event) => {
          setLastPeriod(event.target.value);
          // A result always matches the date on screen.
          setOvulation(null);
          setDueDate(null);
          setDateError(null);
        }}
      />
      <div className={`${page.twoColumns} ${page.fullWidth}`}>
        <Card as="section" id={calculatorIds.ovulation} aria-labelledby="ovulation-heading">
          <div className={page.stack}>
            <h3 id="ovulation-heading">{calculatorNotes.ovulation.title}</h3>
            <Select
              label={calculatorNotes.ovulation.cycleLengthLabel}
              name="cycleLength"
              value={String(cycleLength)}
              onChange={(event) => {
                setCycleLength(Number(event.target.value));
                setOvulation(null);
              }}
              options={CYCLE_LENGTHS.map((days) => ({ value: String(days), label: `${days} days` }))}
            />
            <Button type="button" onClick={calculateOvulation}>
              {calculatorNotes.ovulation.button}
            </Button>
            <div aria-live="polite" className={page.fullWidth}>
              {ovulation ? (
                <div className={page.result}>
                  <p>
                    Estimated ovulation: <span className={page.resultValue}>{formatDate(ovulation.ovulation)}</span>
                  </p>
                  <dl className={page.keyValues}>
                    <dt>Fertile window</dt>
                    <dd>{range(ovulation.fertileWindow.start, ovulation.fertileWindow.end)}</dd>
                    <dt>Next period expected</dt>
                    <dd>{formatDate(ovulation.nextPeriod)}</dd>
                  </dl>
                  <p>{calculatorNotes.ovulation.note}</p>
                  <p>{localize(calculatorNotes.ovulation.irregularCycles, country)}</p>
                </div>
              ) : null}
            </div>
          </div>
        </Card>

        <Card as="section" id={calculatorIds.dueDate} aria-labelledby="due-date-heading">
          <div className={page.stack}>
            <h3 id="due-date-heading">{calculatorNotes.dueDate.title}</h3>
            <Button type="button" onClick={calculateDueDate}>
              {calculatorNotes.dueDate.button}
            </Button>
            <div aria-live="polite" className={page.fullWidth}>
              {dueDate ? <DueDateResult estimate={dueDate} country={country} /> : null}
            </div>
          </div>
        </Card>
      </div>
    </div>
  );
}

function DueDateResult({ estimate, country }: { estimate: DueDateProgress; country: Country }) {
  const { gestationalAge, trimester, daysUntilDue, keyDates } = estimate;
  const stage = trimesterWeeks[trimester];
  // The country's scans (NHS: dating and anomaly scans; WHO: one before 24 weeks) come from @wh/core.
  const scans = antenatalSchedule({ country, dueDate: estimate.dueDate }).items.filter((item) => item.kind === 'scan');
  const labels = antenatalLabelsFor(country);
  return (
    <div className={page.result}>
      <p>
        Estimated due date: <span className={page.resultValue}>{formatDate(estimate.dueDate)}</span>
      </p>
      <p>
        Today you are about <strong>{weeksAndDays(gestationalAge.weeks, gestationalAge.days)}</strong> pregnant
        (written {gestationalAge.weeks}+{gestationalAge.days}), in the {stage.name} (weeks {stage.from} to {stage.to}).{' '}
        {daysUntilDue > 0
          ? `${plural(daysUntilDue, 'day')} to go.`
          : daysUntilDue === 0
            ? 'Your due date is today.'
            : `Your due date was ${plural(-daysUntilDue, 'day')} ago.`}
      </p>
      <h4>Key dates</h4>
      <dl className={page.keyValues}>
        {scans.map((scan) => (
          <Fragment key={scan.id}>
            <dt>
              {labels[scan.id].title} ({labels[scan.id].when})
            </dt>
            <dd>
              {scan.timing === 'deadline' ? `By ${formatDate(scan.dates.end)}` : range(scan.dates.start, scan.dates.end)}
            </dd>
          </Fragment>
        ))}
        <dt>Full term (37 weeks)</dt>
        <dd>{formatDate(keyDates.term)}</dd>
        <dt>Due date (40 weeks)</dt>
        <dd>{formatDate(keyDates.dueDate)}</dd>
        <dt>42 weeks (induction is offered before this)</dt>
        <dd>{formatDate(keyDates.fortyTwoWeeks)}</dd>
      </dl>
      <p>{calculatorNotes.dueDate.note}</p>
    </div>
  );
}
