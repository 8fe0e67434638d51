// The NHS scan windows, in days of pregnancy. Internal: both `estimateDueDate`'s
// key dates and the UK antenatal schedule read them from here.

/** The dating scan: 11+2 to 14+1 weeks (NHS Fetal Anomaly Screening Programme; NICE NG201). */
export const DATING_SCAN_DAYS = { start: 11 * 7 + 2, end: 14 * 7 + 1 } as const;

/** The anomaly (mid-pregnancy, "20-week") scan: 18+0 to 20+6 weeks (NHS Fetal Anomaly Screening Programme). */
export const ANOMALY_SCAN_DAYS = { start: 18 * 7, end: 20 * 7 + 6 } as const;
