import { describe, expect, expectTypeOf, it } from 'vitest';
import { createEventLog } from './eventLog';
import { installGlobalHandlers, type GlobalEventTargetLike, type GlobalReport } from './installGlobalHandlers';

// Node has EventTarget and Event but not the browser's ErrorEvent family, so
// these carry the same fields a browser would put on them.
class TestErrorEvent extends Event {
  constructor(
    readonly message: string,
    readonly error: unknown,
    readonly filename = 'https://example.org/app.js',
    readonly lineno = 12,
    readonly colno = 8,
  ) {
    super('error');
  }
}
class TestRejectionEvent extends Event {
  constructor(readonly reason: unknown) {
    super('unhandledrejection');
  }
}
class TestCspEvent extends Event {
  readonly violatedDirective = 'script-src-elem';
  readonly blockedURI = 'https://evil.example/x.js';
  readonly documentURI = 'https://example.org/tools';
  readonly originalPolicy = "default-src 'self'";
  constructor() {
    super('securitypolicyviolation');
  }
}

function setup(onReport?: (report: GlobalReport) => unknown) {
  const target = new EventTarget();
  const log = createEventLog({
    now: () => new Date('2025-03-14T09:30:00Z'),
    url: () => 'https://example.org/tools',
    userAgent: () => 'TestBrowser/1.0',
  });
  const written: Array<['error' | 'warn', unknown[]]> = [];
  const console = {
    error: (...data: unknown[]) => written.push(['error', data]),
    warn: (...data: unknown[]) => written.push(['warn', data]),
  };
  const uninstall = installGlobalHandlers(target, log, { onReport, console });
  return { target, log, written, uninstall };
}

describe('installGlobalHandlers', () => {
  it('fits a browser window and a plain EventTarget', () => {
    expectTypeOf<Window>().toExtend<GlobalEventTargetLike>();
    expectTypeOf<EventTarget>().toExtend<GlobalEventTargetLike>();
  });

  it('records uncaught errors with where they happened, and writes them to the console', () => {
    const { target, log, written } = setup();
    const error = new Error('boom');
    target.dispatchEvent(new TestErrorEvent('Uncaught Error: boom', error));
    expect(log.getErrors()).toEqual([
      {
        message: 'Uncaught Error: boom',
        stack: error.stack,
        timestamp: '2025-03-14T09:30:00.000Z',
        url: 'https://example.org/tools',
        userAgent: 'TestBrowser/1.0',
        filename: 'https://example.org/app.js',
        line: 12,
        column: 8,
      },
    ]);
    expect(written).toEqual([['error', ['Uncaught error:', log.getErrors()[0]]]]);
  });

  it('records unhandled rejections with the spec’s message and type', () => {
    const { target, log } = setup();
    target.dispatchEvent(new TestRejectionEvent(new Error('network down')));
    target.dispatchEvent(new TestRejectionEvent('just text'));
    expect(log.getErrors().map(({ message, type }) => ({ message, type }))).toEqual([
      { message: 'Unhandled Promise Rejection: network down', type: 'unhandled_rejection' },
      { message: 'Unhandled Promise Rejection: just text', type: 'unhandled_rejection' },
    ]);
  });

  it('records CSP violations as csp_violation events', () => {
    const { target, log, written } = setup();
    target.dispatchEvent(new TestCspEvent());
    expect(log.getEvents()).toEqual([
      {
        type: 'csp_violation',
        details: {
          violatedDirective: 'script-src-elem',
          blockedURI: 'https://evil.example/x.js',
          documentURI: 'https://example.org/tools',
          originalPolicy: "default-src 'self'",
        },
        timestamp: '2025-03-14T09:30:00.000Z',
        userAgent: 'TestBrowser/1.0',
      },
    ]);
    expect(written[0]?.[0]).toBe('warn');
  });

  it('passes every record to onReport, and only when given', async () => {
    const reports: GlobalReport[] = [];
    const { target } = setup((report) => {
      reports.push(report);
    });
    target.dispatchEvent(new TestErrorEvent('a', new Error('a')));
    target.dispatchEvent(new TestRejectionEvent('b'));
    target.dispatchEvent(new TestCspEvent());
    expect(reports.map((r) => r.kind)).toEqual(['error', 'unhandled_rejection', 'csp_violation']);
    expect(reports[1]?.record).toMatchObject({ message: 'Unhandled Promise Rejection: b' });
  });

  it('keeps a failing reporter from throwing or rejecting into the page', async () => {
    const throwing = setup(() => {
      throw new Error('reporter broke');
    });
    throwing.target.dispatchEvent(new TestRejectionEvent('x'));
    expect(throwing.log.getErrors()).toHaveLength(1);
    expect(throwing.written.at(-1)).toEqual(['warn', ['Could not report a logged problem:', 'reporter broke']]);

    const rejecting = setup(() => Promise.reject(new Error('offline')));
    rejecting.target.dispatchEvent(new TestCspEvent());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rejecting.written.at(-1)).toEqual(['warn', ['Could not report a logged problem:', 'offline']]);
  });

  it('stops recording once uninstalled, and uninstalling twice is harmless', () => {
    const { target, log, uninstall } = setup();
    uninstall();
    uninstall();
    target.dispatchEvent(new TestErrorEvent('a', new Error('a')));
    target.dispatchEvent(new TestRejectionEvent('b'));
    target.dispatchEvent(new TestCspEvent());
    expect(log.getErrors()).toEqual([]);
    expect(log.getEvents()).toEqual([]);
  });

  it('copes with an error event that carries no Error object', () => {
    const { target, log } = setup();
    target.dispatchEvent(new TestErrorEvent('Script error.', null, '', 0, 0));
    expect(log.getErrors()[0]).toMatchObject({ message: 'Script error.', line: 0, column: 0 });
    expect(log.getErrors()[0]).not.toHaveProperty('filename');
    expect(log.getErrors()[0]).not.toHaveProperty('stack');
  });
});
