import { antenatalLabelsFor, calculatorNotes, trimesterWeeks, weekPathForAge } from '@wh/content';
import {
  antenatalSchedule,
  CYCLE_LENGTHS,
  DEFAULT_CYCLE_LENGTH,
  estimateDueDate,
  estimateOvulation,
  lastPeriodProblem,
  localIsoDate,
  type Country,
  type DueDateProgress,
  type OvulationEstimate,
} from '@wh/core';
import { Button, Card, DateField, Link, Select } from '@wh/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useCountry } from '../../country';
import { calculatorIds } from './calculatorIds';
import { DateText } from '../../lib/DateText';
import * as primitives from '../../lib/primitives.css';
import * as styles from './Calculators.css';
import { localText } from '../../lib/keepTogether';
import { SiteLink } from '../../lib/SiteLink';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "12 weeks and 3 days" */
function weeksAndDays(weeks: number, days: number): string {
  return days === 0 ? plural(weeks, 'week') : `${plural(weeks, 'week')} and ${plural(days, 'day')}`;
}

/** "3 December 2026 to 23 December 2026": two dates, each kept whole. */
function DateRange({ start, end }: { start: string; end: string }) {
  return (
    <>
      <DateText iso={start} /> to <DateText iso={end} />
    </>
  );
}

/** A key date: its label above its value. */
function KeyValue({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The ovulation and due date calculators, sharing one "first day of your last period" input.
 * Results are worked out only when a button is pressed (so the server and the browser render the
 * same page, and "today" is the reader's own date), and only when a date has been entered. A press
 * reads the fields themselves, so what the reader typed before the page's code ran still counts.
 *
 * @example
 * <Calculators />
 */
export function Calculators() {
  const country = useCountry();
  const dateInput = useRef<HTMLInputElement>(null);
  const cycleInput = useRef<HTMLSelectElement>(null);
  const [lastPeriod, setLastPeriod] = useState('');
  const [cycleLength, setCycleLength] = useState(DEFAULT_CYCLE_LENGTH);
  const [dateError, setDateError] = useState<string | null>(null);
  const [ovulation, setOvulation] = useState<OvulationEstimate | null>(null);
  const [dueDate, setDueDate] = useState<DueDateProgress | null>(null);
  // The latest date allowed is today where the reader is, known only in the browser.
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => {
    setToday(localIsoDate());
    // What the reader typed before the page's code ran is in the fields: keep it, rather than let
    // the first render after hydration put back the empty values the server rendered.
    if (dateInput.current?.value) setLastPeriod(dateInput.current.value);
    if (cycleInput.current) setCycleLength(Number(cycleInput.current.value));
  }, []);

  /** Checks the shared date; on a problem shows it on the field, moves focus there and returns null. */
  function checkedLastPeriod(): { date: string; today: string } | null {
    const now = localIsoDate();
    const date = dateInput.current?.value ?? lastPeriod;
    if (date !== lastPeriod) setLastPeriod(date);
    const problem = lastPeriodProblem(date, now);
    if (problem) {
      setDateError(problem);
      dateInput.current?.focus();
      return null;
    }
    setDateError(null);
    return { date, today: now };
  }

  function calculateOvulation() {
    const input = checkedLastPeriod();
    if (!input) return;
    const cycle = Number(cycleInput.current?.value ?? cycleLength);
    if (cycle !== cycleLength) setCycleLength(cycle);
    setOvulation(estimateOvulation(input.date, cycle));
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
    <div className={primitives.stack}>
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
      <div className={`${styles.twoColumns} ${primitives.fullWidth}`}>
        <Card as="section" id={calculatorIds.ovulation} aria-labelledby="ovulation-heading">
          <div className={primitives.stack}>
            <h3 id="ovulation-heading">{calculatorNotes.ovulation.title}</h3>
            <Select
              ref={cycleInput}
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
            <div aria-live="polite" className={primitives.fullWidth}>
              {ovulation ? (
                <div className={primitives.result}>
                  <p className={primitives.resultHeadline}>
                    Estimated ovulation: <span className={primitives.resultValue}><DateText iso={ovulation.ovulation} /></span>
                  </p>
                  <dl className={primitives.keyValues}>
                    <KeyValue label="Fertile window">
                      <DateRange start={ovulation.fertileWindow.start} end={ovulation.fertileWindow.end} />
                    </KeyValue>
                    <KeyValue label="Next period expected">
                      <DateText iso={ovulation.nextPeriod} />
                    </KeyValue>
                  </dl>
                  <p>{calculatorNotes.ovulation.note}</p>
                  <p>{localText(calculatorNotes.ovulation.irregularCycles, country)}</p>
                </div>
              ) : null}
            </div>
          </div>
        </Card>

        <Card as="section" id={calculatorIds.dueDate} aria-labelledby="due-date-heading">
          <div className={primitives.stack}>
            <h3 id="due-date-heading">{calculatorNotes.dueDate.title}</h3>
            <Button type="button" onClick={calculateDueDate}>
              {calculatorNotes.dueDate.button}
            </Button>
            <div aria-live="polite" className={primitives.fullWidth}>
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
  // The reader's own week of the week-by-week guide (weeks 0 to 3 go to its first page, week 4).
  const weekPage = weekPathForAge(gestationalAge.weeks);
  return (
    <div className={primitives.result}>
      <p className={primitives.resultHeadline}>
        Estimated due date: <span className={primitives.resultValue}><DateText iso={estimate.dueDate} /></span>
      </p>
      <p>
        Today you are about <strong data-nowrap="">{weeksAndDays(gestationalAge.weeks, gestationalAge.days)}</strong> pregnant
        (written {gestationalAge.weeks}+{gestationalAge.days}), in the {stage.name} (weeks {stage.from} to {stage.to}).{' '}
        {daysUntilDue > 0
          ? `${plural(daysUntilDue, 'day')} to go.`
          : daysUntilDue === 0
            ? 'Your due date is today.'
            : `Your due date was ${plural(-daysUntilDue, 'day')} ago.`}
      </p>
      <p>
        <SiteLink href={weekPage} className={primitives.targetLink}>
          {`What is happening at ${weekPage.split('/').at(-1)!} weeks pregnant`}
        </SiteLink>
      </p>
      <h4>Key dates</h4>
      <dl className={primitives.keyValues}>
        {scans.map((scan) => (
          <KeyValue key={scan.id} label={`${labels[scan.id].title} (${labels[scan.id].when})`}>
            {scan.timing === 'deadline' ? (
              <>
                By <DateText iso={scan.dates.end} />
              </>
            ) : (
              <DateRange start={scan.dates.start} end={scan.dates.end} />
            )}
          </KeyValue>
        ))}
        <KeyValue label="Full term (37 weeks)">
          <DateText iso={keyDates.term} />
        </KeyValue>
        <KeyValue label="Due date (40 weeks)">
          <DateText iso={keyDates.dueDate} />
        </KeyValue>
        <KeyValue label="42 weeks (induction is offered before this)">
          <DateText iso={keyDates.fortyTwoWeeks} />
        </KeyValue>
      </dl>
      <p>{calculatorNotes.dueDate.note}</p>
      <p>
        <Link href="/my-pregnancy">See all your antenatal appointments in My pregnancy</Link>, kept on this device only.
      </p>
    </div>
  );
}
