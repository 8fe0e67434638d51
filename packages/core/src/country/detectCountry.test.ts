import { describe, expect, it } from 'vitest';
import { detectCountry } from './detectCountry';

describe('detectCountry', () => {
  it('picks Nigeria when the hostname contains "nigeria" in any case', () => {
    expect(detectCountry('nigeria.localhost')).toBe('ng');
    expect(detectCountry('www.NIGERIA.example.org')).toBe('ng');
  });

  it('falls back to the UK for every other hostname', () => {
    expect(detectCountry('localhost')).toBe('uk');
    expect(detectCountry('www.example.co.uk')).toBe('uk');
    expect(detectCountry('')).toBe('uk');
  });
});
