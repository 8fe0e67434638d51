import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { startFaultProxy, type Fault, type FaultOptions, type FaultProxy } from './faultProxy';
import { watchUnhandledRejections } from './unhandledRejections';

/**
 * The set-up both fault test files share: one fault proxy in front of the real
 * autoconfirm auth server for the file, reset to pass-through before each test,
 * and after each test the DOM and storage cleared and a check that no promise
 * rejection went unhandled. Returns the proxy (usable inside tests) and the
 * server's own URL.
 */
export function setUpFaultProxy(): { proxy: FaultProxy; server: () => string } {
  const server = () => inject('autoconfirmAuthServerUrl');
  let started: FaultProxy | undefined;
  let rejections: ReturnType<typeof watchUnhandledRejections>;
  const current = () => {
    if (!started) throw new Error('The fault proxy starts in beforeAll; use it inside tests.');
    return started;
  };

  beforeAll(async () => {
    started = await startFaultProxy(server());
  });
  afterAll(() => current().close());
  beforeEach(async () => {
    await current().set({ kind: 'pass' });
    rejections = watchUnhandledRejections();
  });
  afterEach(async () => {
    cleanup();
    window.localStorage.clear();
    expect(await rejections.stop(), 'unhandled promise rejections').toEqual([]);
  });

  const proxy: FaultProxy = {
    get url() {
      return current().url;
    },
    get seen() {
      return current().seen;
    },
    set: (fault: Fault, options?: FaultOptions) => current().set(fault, options),
    close: () => current().close(),
  };
  return { proxy, server };
}
