import { describe, expect, it } from 'vitest';
import { createEventLog, describeThrown } from './eventLog';

const fixed = {
  now: () => new Date('2025-03-14T09:30:00Z'),
  url: () => 'https://example.org/tools',
  userAgent: () => 'TestBrowser/1.0',
};

describe('createEventLog', () => {
  it('records events with a timestamp and user agent', () => {
    const log = createEventLog(fixed);
    const record = log.logEvent('security_test_run', { status: 'PASS' });
    expect(record).toEqual({
      type: 'security_test_run',
      details: { status: 'PASS' },
      timestamp: '2025-03-14T09:30:00.000Z',
      userAgent: 'TestBrowser/1.0',
    });
    expect(log.getEvents()).toEqual([record]);
  });

  it('records errors with message, stack, page, user agent and where they happened', () => {
    const log = createEventLog(fixed);
    const error = new Error('Could not load the glossary');
    const record = log.logError(error, { filename: 'app.js', line: 10, column: 4 });
    expect(record).toEqual({
      message: 'Could not load the glossary',
      stack: error.stack,
      timestamp: '2025-03-14T09:30:00.000Z',
      url: 'https://example.org/tools',
      userAgent: 'TestBrowser/1.0',
      filename: 'app.js',
      line: 10,
      column: 4,
    });
    expect(log.logError('plain text thrown', { type: 'custom' })).toMatchObject({
      message: 'plain text thrown',
      type: 'custom',
    });
    expect(log.logError('x')).not.toHaveProperty('stack');
  });

  it('keeps only the newest records past the cap, oldest first', () => {
    const log = createEventLog({ ...fixed, maxEvents: 3, maxErrors: 2 });
    for (let i = 1; i <= 5; i += 1) {
      log.logEvent(`event_${i}`);
      log.logError(new Error(`error ${i}`));
    }
    expect(log.getEvents().map((e) => e.type)).toEqual(['event_3', 'event_4', 'event_5']);
    expect(log.getErrors().map((e) => e.message)).toEqual(['error 4', 'error 5']);
  });

  it('keeps 1000 of each by default and returns the last 50 unless asked', () => {
    const log = createEventLog(fixed);
    for (let i = 0; i < 1005; i += 1) log.logEvent(`e${i}`);
    const last50 = log.getEvents();
    expect(last50).toHaveLength(50);
    expect(last50.at(-1)?.type).toBe('e1004');
    expect(last50[0]?.type).toBe('e955');
    expect(log.getEvents(5000)).toHaveLength(1000);
    expect(log.getEvents(5000)[0]?.type).toBe('e5');
    expect(log.getEvents(2).map((e) => e.type)).toEqual(['e1003', 'e1004']);
    expect(log.getEvents(0)).toEqual([]);
  });

  it('hands out copies, so callers cannot change the log', () => {
    const log = createEventLog(fixed);
    log.logEvent('a', { n: 1 });
    const [copy] = log.getEvents();
    copy!.type = 'changed';
    expect(log.getEvents()[0]?.type).toBe('a');
  });

  it('clears both lists', () => {
    const log = createEventLog(fixed);
    log.logEvent('a');
    log.logError('b');
    log.clear();
    expect(log.getEvents()).toEqual([]);
    expect(log.getErrors()).toEqual([]);
  });

  it('works without a browser: no page address, unknown user agent, real clock', () => {
    const log = createEventLog();
    const record = log.logError(new Error('x'));
    expect(record.url).toBe(globalThis.location?.href ?? '');
    expect(record.userAgent).toBe(globalThis.navigator?.userAgent ?? 'unknown');
    expect(Date.parse(record.timestamp)).not.toBeNaN();
  });

  it('refuses caps and counts that are not whole numbers', () => {
    expect(() => createEventLog({ maxEvents: 0 })).toThrow(
      new RangeError('maxEvents must be a whole number of 1 or more, but got 0.'),
    );
    expect(() => createEventLog({ maxErrors: 2.5 })).toThrow(RangeError);
    expect(() => createEventLog().getErrors(-1)).toThrow(/count must be a whole number of 0 or more/);
  });
});

describe('describeThrown', () => {
  it('describes anything thrown without throwing itself', () => {
    expect(describeThrown(new TypeError('bad'))).toBe('bad');
    expect(describeThrown('text')).toBe('text');
    expect(describeThrown(42)).toBe('42');
    expect(describeThrown(undefined)).toBe('undefined');
    expect(describeThrown(Object.create(null))).toBe('[object Object]');
  });
});
