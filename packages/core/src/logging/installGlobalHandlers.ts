import { describeThrown, type EventLog, type LoggedError, type LoggedEvent } from './eventLog';

/** The least of a DOM `Event` the handlers rely on. */
export interface EventLike {
  readonly type: string;
}

/** The least of `window` the handlers need: any `EventTarget` fits. */
export interface GlobalEventTargetLike {
  addEventListener(type: string, listener: (event: EventLike) => void): void;
  removeEventListener(type: string, listener: (event: EventLike) => void): void;
}

/** The console methods the handlers write to. */
export interface ConsoleLike {
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
}

/** What {@link installGlobalHandlers} passes to `onReport`. */
export type GlobalReport =
  | { kind: 'error'; record: LoggedError }
  | { kind: 'unhandled_rejection'; record: LoggedError }
  | { kind: 'csp_violation'; record: LoggedEvent };

/** Options for {@link installGlobalHandlers}. */
export interface GlobalHandlerOptions {
  /**
   * Called with every record, to send it somewhere. Without it nothing leaves
   * the page. It may return a promise; its failures are written to the console
   * rather than raised, so a broken reporter cannot set off more reports.
   */
  onReport?: (report: GlobalReport) => unknown;
  /** Where to write each record; default the global `console`. */
  console?: ConsoleLike;
}

/** The fields of a browser `ErrorEvent` that are read. */
interface ErrorEventFields {
  message?: string;
  filename?: string;
  lineno?: number;
  colno?: number;
  error?: unknown;
}

/** The fields of a `SecurityPolicyViolationEvent` that are read. */
interface CspEventFields {
  violatedDirective?: string;
  effectiveDirective?: string;
  blockedURI?: string;
  documentURI?: string;
  originalPolicy?: string;
}

/**
 * Records what goes wrong on a page in `log`: uncaught errors (message, stack,
 * page, user agent, file, line and column), unhandled promise rejections
 * (`Unhandled Promise Rejection: {reason}`, type `unhandled_rejection`) and
 * Content-Security-Policy violations (event type `csp_violation` with the
 * violated directive, blocked URI, document URI and original policy). Each is
 * also written to the console. Nothing is sent unless `onReport` is given.
 *
 * @param target Usually `window`.
 * @returns A function that removes the handlers again; calling it twice is harmless.
 *
 * @example
 * const log = createEventLog();
 * const uninstall = installGlobalHandlers(window, log);
 * // later, e.g. when a test or hot reload tears down:
 * uninstall();
 */
export function installGlobalHandlers(
  target: GlobalEventTargetLike,
  log: EventLog,
  { onReport, console: out = globalThis.console }: GlobalHandlerOptions = {},
): () => void {
  const report = (item: GlobalReport) => {
    if (!onReport) return;
    try {
      Promise.resolve(onReport(item)).catch((reason: unknown) =>
        out.warn('Could not report a logged problem:', describeThrown(reason)),
      );
    } catch (reason) {
      out.warn('Could not report a logged problem:', describeThrown(reason));
    }
  };

  const onError = (raw: EventLike) => {
    const event = raw as EventLike & ErrorEventFields;
    const record = log.logError(event.error ?? event.message, {
      message: event.message || describeThrown(event.error ?? 'Unknown error'),
      filename: event.filename || undefined,
      line: typeof event.lineno === 'number' ? event.lineno : undefined,
      column: typeof event.colno === 'number' ? event.colno : undefined,
    });
    out.error('Uncaught error:', record);
    report({ kind: 'error', record });
  };

  const onRejection = (raw: EventLike) => {
    const event = raw as EventLike & { reason?: unknown };
    const record = log.logError(event.reason, {
      message: `Unhandled Promise Rejection: ${describeThrown(event.reason)}`,
      type: 'unhandled_rejection',
    });
    out.error('Unhandled promise rejection:', record);
    report({ kind: 'unhandled_rejection', record });
  };

  const onCspViolation = (raw: EventLike) => {
    const event = raw as EventLike & CspEventFields;
    const record = log.logEvent('csp_violation', {
      violatedDirective: event.violatedDirective ?? event.effectiveDirective ?? '',
      blockedURI: event.blockedURI ?? '',
      documentURI: event.documentURI ?? '',
      originalPolicy: event.originalPolicy ?? '',
    });
    out.warn('Content Security Policy violation:', record);
    report({ kind: 'csp_violation', record });
  };

  const listeners: Array<[string, (event: EventLike) => void]> = [
    ['error', onError],
    ['unhandledrejection', onRejection],
    ['securitypolicyviolation', onCspViolation],
  ];
  for (const [type, listener] of listeners) target.addEventListener(type, listener);
  let installed = true;
  return () => {
    if (!installed) return;
    installed = false;
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
