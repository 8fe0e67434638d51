// How long a pregnancy lasts, for the calculators. Internal: not exported from index.ts.

/** 40 weeks: from the day the pregnancy is counted from to the due date. */
export const PREGNANCY_DAYS = 280;

/**
 * Past 43+6 weeks the date given is almost certainly mistyped: induction is
 * offered from 41 weeks (NICE NG207), so such pregnancies are vanishingly rare.
 */
export const MAX_GESTATION_DAYS = 43 * 7 + 6;
