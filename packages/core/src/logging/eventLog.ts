/** A security or app event, as kept by {@link createEventLog}. */
export interface LoggedEvent {
  /** What happened, in snake_case, such as `csp_violation`. */
  type: string;
  details: Record<string, unknown>;
  /** When it was logged, as an ISO timestamp. */
  timestamp: string;
  userAgent: string;
}

/** An error, as kept by {@link createEventLog}. */
export interface LoggedError {
  message: string;
  stack?: string;
  /** When it was logged, as an ISO timestamp. */
  timestamp: string;
  /** The page the error happened on. */
  url: string;
  userAgent: string;
  /** A kind of error not thrown as such, such as `unhandled_rejection`. */
  type?: string;
  filename?: string;
  line?: number;
  column?: number;
}

/** Extra facts about an error for {@link EventLog.logError}. */
export interface ErrorContext {
  type?: string;
  filename?: string;
  line?: number;
  column?: number;
  /** Overrides the message taken from the error itself. */
  message?: string;
}

/** Options for {@link createEventLog}. */
export interface EventLogOptions {
  /** Events kept before the oldest are dropped; default 1000. */
  maxEvents?: number;
  /** Errors kept before the oldest are dropped; default 1000. */
  maxErrors?: number;
  /** The clock; defaults to the real one. */
  now?: () => Date;
  /** The page address recorded with errors; defaults to `location.href` where there is one. */
  url?: () => string;
  /** The user agent recorded with each record; defaults to `navigator.userAgent` where there is one. */
  userAgent?: () => string;
}

/** An in-memory log of events and errors, made by {@link createEventLog}. */
export interface EventLog {
  /** Records an event and returns the record. */
  logEvent(type: string, details?: Record<string, unknown>): LoggedEvent;
  /** Records an error (an `Error`, or anything thrown) and returns the record. */
  logError(error: unknown, context?: ErrorContext): LoggedError;
  /** The last `count` events (default 50), oldest first. */
  getEvents(count?: number): LoggedEvent[];
  /** The last `count` errors (default 50), oldest first. */
  getErrors(count?: number): LoggedError[];
  /** Forgets every event and error. */
  clear(): void;
}

function positiveWholeNumber(value: number, name: string, allowZero: boolean): number {
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new RangeError(
      `${name} must be a whole number of ${allowZero ? '0' : '1'} or more, but got ${String(value)}.`,
    );
  }
  return value;
}

/**
 * Describes anything thrown or rejected as text, without ever throwing itself
 * (`String(Object.create(null))` does throw).
 */
export function describeThrown(value: unknown): string {
  if (value instanceof Error) return value.message || value.name;
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * Creates an in-memory log for events and errors. Each list keeps at most its
 * cap (1000 by default) and drops the oldest first; nothing is sent anywhere.
 *
 * @example
 * const log = createEventLog({ maxEvents: 100 });
 * log.logEvent('security_test_run', { status: 'PASS' });
 * log.logError(new Error('Could not load the glossary'));
 * log.getEvents()[0].type; // 'security_test_run'
 * log.getErrors(1)[0].message; // 'Could not load the glossary'
 */
export function createEventLog({
  maxEvents = 1000,
  maxErrors = 1000,
  now = () => new Date(),
  url = () => globalThis.location?.href ?? '',
  userAgent = () => globalThis.navigator?.userAgent ?? 'unknown',
}: EventLogOptions = {}): EventLog {
  positiveWholeNumber(maxEvents, 'maxEvents', false);
  positiveWholeNumber(maxErrors, 'maxErrors', false);
  const events: LoggedEvent[] = [];
  const errors: LoggedError[] = [];
  const push = <T>(list: T[], item: T, cap: number) => {
    list.push(item);
    if (list.length > cap) list.splice(0, list.length - cap);
    return item;
  };
  const last = <T>(list: T[], count: number, name: string) =>
    positiveWholeNumber(count, name, true) === 0 ? [] : list.slice(-count).map((item) => ({ ...item }));

  return {
    logEvent(type, details = {}) {
      const record = { type, details: { ...details }, timestamp: now().toISOString(), userAgent: userAgent() };
      return { ...push(events, record, maxEvents) };
    },
    logError(error, context = {}) {
      const { message, ...where } = context;
      const record: LoggedError = {
        message: message ?? describeThrown(error),
        timestamp: now().toISOString(),
        url: url(),
        userAgent: userAgent(),
      };
      if (error instanceof Error && error.stack) record.stack = error.stack;
      for (const key of ['type', 'filename', 'line', 'column'] as const) {
        if (where[key] !== undefined) Object.assign(record, { [key]: where[key] });
      }
      return { ...push(errors, record, maxErrors) };
    },
    getEvents(count = 50) {
      return last(events, count, 'count');
    },
    getErrors(count = 50) {
      return last(errors, count, 'count');
    },
    clear() {
      events.length = 0;
      errors.length = 0;
    },
  };
}
