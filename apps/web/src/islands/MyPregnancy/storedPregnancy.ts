// What My pregnancy keeps in this browser: its own module, so the form (MyPregnancy.tsx) and the
// summary it loads later (PregnancySummary.tsx) both import it and neither imports the other's type.

/** Which date the reader gave: the first day of her last period, or her due date. */
export type PregnancyDateKind = 'lastPeriod' | 'dueDate';

/** What is kept in this browser, and nothing more. */
export interface StoredPregnancy {
  kind: PregnancyDateKind;
  date: string;
}
