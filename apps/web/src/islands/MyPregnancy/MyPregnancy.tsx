import { myPregnancyTool } from '@wh/content';
import { isIsoDate, localIsoDate } from '@wh/core';
import { Alert, Button, DateField, Select } from '@wh/ui';
import { useEffect, useRef, useState } from 'react';
import { useCountry } from '../../country';
import * as primitives from '../../lib/primitives.css';
import type * as SummaryModule from './PregnancySummary';
import type { Schedule } from './PregnancySummary';
import * as styles from './MyPregnancy.css';
import type { PregnancyDateKind, StoredPregnancy } from './storedPregnancy';

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

type SummaryCode = typeof SummaryModule;
let summaryCode: Promise<SummaryCode> | undefined;

/**
 * The schedule's code and words (PregnancySummary.tsx), loaded once, when there is a date to
 * show: a first visit needs only the form. A failed load (offline, say) is tried again next time.
 */
function loadSummaryCode(): Promise<SummaryCode> {
  summaryCode ??= import('./PregnancySummary').catch((error: unknown) => {
    summaryCode = undefined;
    throw error;
  });
  return summaryCode;
}

const notLoaded = 'This page could not load what it needs to work out your dates. Check your connection and try again.';

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
  const [saved, setSaved] = useState<{ entry: StoredPregnancy; schedule: Schedule; code: SummaryCode } | null>(null);
  const [today, setToday] = useState<string | undefined>(undefined);
  const [cleared, setCleared] = useState<StoredPregnancy | null>(null);

  useEffect(() => {
    const now = localIsoDate();
    setToday(now);
    const stored = readStored();
    if (stored) {
      setKind(stored.kind);
      setDate(stored.date);
      let live = true;
      loadSummaryCode().then(
        (code) => {
          if (!live) return;
          const schedule = code.scheduleFor(country, stored, now);
          if (typeof schedule === 'string') setError(schedule);
          else setSaved({ entry: stored, schedule, code });
        },
        () => live && setError(notLoaded),
      );
      return () => {
        live = false;
      };
    }
    // What the reader typed before the page's code ran is kept.
    if (dateInput.current?.value) setDate(dateInput.current.value);
    if (kindInput.current) setKind(kindInput.current.value as PregnancyDateKind);
  }, [country]);

  async function save(entry: StoredPregnancy) {
    let code: SummaryCode;
    try {
      code = await loadSummaryCode();
    } catch {
      setError(notLoaded);
      return;
    }
    const schedule = code.scheduleFor(country, entry, localIsoDate());
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
    setSaved({ entry, schedule, code });
  }

  function clear() {
    if (!saved || !window.confirm(myPregnancyTool.clearConfirm)) return;
    localStorage.removeItem(myPregnancyStorageKey);
    setCleared(saved.entry);
    setSaved(null);
    setDate('');
    setError(null);
  }

  function undoClear() {
    if (cleared) void save(cleared);
  }

  return (
    <div className={styles.root}>
      <form
        className={primitives.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save({ kind: (kindInput.current?.value as PregnancyDateKind | undefined) ?? kind, date: dateInput.current?.value ?? date });
        }}
      >
        <Select
          ref={kindInput}
          label="Which date do you have?"
          className={primitives.fullWidth}
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
          // She is about to give a date: fetch the schedule's code now, so the answer to her press is quick.
          onFocus={() => void loadSummaryCode().catch(() => undefined)}
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
        {saved ? <saved.code.PregnancySummary country={country} entry={saved.entry} schedule={saved.schedule} onClear={clear} /> : null}
      </div>
    </div>
  );
}
