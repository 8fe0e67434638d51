// The public API of @wh/core. Named exports only, so bundlers can drop what a
// consumer does not import; anything not listed here is internal.

export { addDays, daysBetween, fromDayNumber, isIsoDate, localIsoDate, toDayNumber } from './dates/plainDate';
export type { IsoDate } from './dates/plainDate';

export {
  CYCLE_LENGTHS,
  DEFAULT_CYCLE_LENGTH,
  MAX_CYCLE_LENGTH,
  MIN_CYCLE_LENGTH,
} from './calculators/cycleLength';
export { estimateOvulation } from './calculators/ovulation';
export type { OvulationEstimate } from './calculators/ovulation';
export { estimateDueDate } from './calculators/dueDate';
export type {
  DateRange,
  DueDateEstimate,
  DueDateOptions,
  DueDateProgress,
  PregnancyKeyDates,
} from './calculators/dueDate';
export type { GestationalAge, PregnancyProgress } from './pregnancy/gestation';
export { TRIMESTERS, trimesterAt } from './pregnancy/trimesters';
export type { Trimester, TrimesterWeeks } from './pregnancy/trimesters';
export { ANTENATAL_PLANS, antenatalSchedule } from './pregnancy/antenatalSchedule';
export type {
  AntenatalItem,
  AntenatalItemId,
  AntenatalItemKind,
  AntenatalItemStatus,
  AntenatalItemTiming,
  AntenatalPlanItem,
  AntenatalSchedule,
  AntenatalScheduleInput,
  AntenatalScheduleProgress,
} from './pregnancy/antenatalSchedule';
export { antenatalCalendar } from './calendar/antenatalCalendar';
export type { AntenatalCalendarOptions, AntenatalEventText } from './calendar/antenatalCalendar';

export { sanitizeText } from './validation/sanitizeText';
export { isSafeHttpUrl } from './validation/isSafeHttpUrl';
export { isValidEmail } from './validation/isValidEmail';
export { DATE_MESSAGES, lastPeriodProblem } from './validation/lastPeriodProblem';

export { runSecuritySelfTest } from './security/runSecuritySelfTest';
export type {
  SecuritySelfTestResult,
  SecuritySelfTestSubjects,
  ValidationCase,
  XssCase,
} from './security/runSecuritySelfTest';
export { checkSecurityConfig } from './security/checkConfig';
export type {
  ConfigCheck,
  ConfigCheckStatus,
  DocumentLike,
  ElementLike,
  SecurityConfigInput,
  SecurityConfigResult,
} from './security/checkConfig';
export { formatSecurityReport } from './security/securityReport';
export type { SecurityReportOptions } from './security/securityReport';

export { createEventLog } from './logging/eventLog';
export type { ErrorContext, EventLog, EventLogOptions, LoggedError, LoggedEvent } from './logging/eventLog';
export { installGlobalHandlers } from './logging/installGlobalHandlers';
export type {
  ConsoleLike,
  EventLike,
  GlobalEventTargetLike,
  GlobalHandlerOptions,
  GlobalReport,
} from './logging/installGlobalHandlers';

export { detectCountry } from './country/detectCountry';
export type { Country } from './country/detectCountry';
export { countrySiteUrl } from './country/countrySiteUrl';

export { buildShareUrl, MESSAGE_SHARE_PLATFORMS, SHARE_PLATFORMS, SHARE_WINDOW_FEATURES } from './share/shareUrl';
export type { ShareContent, SharePlatform } from './share/shareUrl';
