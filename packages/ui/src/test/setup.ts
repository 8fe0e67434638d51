import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no CSS.supports(); Ariakit's Dialog calls it to decide how to lock page scroll.
// Answering "not supported" takes Ariakit's plain fallback path, which jsdom can run.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.supports !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { ...(globalThis.CSS ?? {}), supports: () => false, escape: (value: string) => value },
  });
}
