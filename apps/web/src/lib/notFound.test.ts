import { describe, expect, it, vi } from 'vitest';
import { notFoundMark, reportNotFound } from './notFound';

const page = (marked: boolean) =>
  ({ querySelector: (selector: string) => (marked && selector === `[${notFoundMark}]` ? {} : null), location: { pathname: '/no-such-page' } }) as unknown as Document;

describe('reportNotFound', () => {
  it('names the missing path in the console on the not-found page', () => {
    const log = { warn: vi.fn() };
    reportNotFound(page(true), log);
    expect(log.warn).toHaveBeenCalledWith('404: no page at', '/no-such-page');
  });

  it('says nothing on any other page', () => {
    const log = { warn: vi.fn() };
    reportNotFound(page(false), log);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
