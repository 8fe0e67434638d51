import { describe, expect, it } from 'vitest';
import { localize, localizeDeep } from './localize';

describe('localize', () => {
  it('picks the country version of a per-country value', () => {
    const call = { uk: 'Call 999', ng: 'Call 112' };
    expect(localize(call, 'uk')).toBe('Call 999');
    expect(localize(call, 'ng')).toBe('Call 112');
  });

  it('returns a shared value unchanged', () => {
    expect(localize('Drink water', 'ng')).toBe('Drink water');
  });
});

describe('localizeDeep', () => {
  it('resolves per-country values at any depth and leaves the rest alone', () => {
    const page = {
      title: 'Help',
      steps: [{ text: { uk: 'Call 999', ng: 'Call 112' } }, { text: 'Stay calm' }],
      meta: { count: 2, open: false },
    };
    expect(localizeDeep(page, 'ng')).toEqual({
      title: 'Help',
      steps: [{ text: 'Call 112' }, { text: 'Stay calm' }],
      meta: { count: 2, open: false },
    });
  });

  it('does not mistake an object with more keys than uk and ng for a per-country value', () => {
    const value = { uk: 'a', ng: 'b', note: 'c' };
    expect(localizeDeep(value, 'uk')).toEqual(value);
  });
});
