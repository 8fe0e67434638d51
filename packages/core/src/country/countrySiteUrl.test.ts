import { describe, expect, it } from 'vitest';
import { countrySiteUrl } from './countrySiteUrl';
import { detectCountry } from './detectCountry';

const origins = { uk: 'https://example.org', ng: 'https://nigeria.example.org' };

describe('countrySiteUrl', () => {
  it('keeps the path, query and hash on the other country’s site', () => {
    expect(countrySiteUrl('ng', 'https://example.org/pregnancy/nutrition?tab=2#iron', origins)).toBe(
      'https://nigeria.example.org/pregnancy/nutrition?tab=2#iron',
    );
    expect(countrySiteUrl('uk', 'https://nigeria.example.org/faq#fertility', origins)).toBe(
      'https://example.org/faq#fertility',
    );
  });

  it('works with local development origins and ports, and URL objects', () => {
    const local = { uk: 'http://localhost:4173', ng: 'http://nigeria.localhost:4173/' };
    const here = new URL('http://localhost:4173/tools?x=1');
    const there = countrySiteUrl('ng', here, local);
    expect(there).toBe('http://nigeria.localhost:4173/tools?x=1');
    expect(detectCountry(new URL(there).hostname)).toBe('ng');
  });

  it('gives the root for the home page', () => {
    expect(countrySiteUrl('ng', 'https://example.org', origins)).toBe('https://nigeria.example.org/');
  });

  it('refuses a relative current URL or a non-http origin', () => {
    expect(() => countrySiteUrl('ng', '/pregnancy', origins)).toThrow(
      new RangeError('currentUrl must be an absolute address such as https://example.org/page, but got "/pregnancy".'),
    );
    expect(() => countrySiteUrl('ng', 'https://example.org/', { ...origins, ng: 'javascript:alert(1)' })).toThrow(
      /The site origin for "ng" must be an http or https address/,
    );
    expect(() =>
      countrySiteUrl('ng', 'https://example.org/', { uk: 'https://example.org' } as unknown as typeof origins),
    ).toThrow(/but got nothing/);
  });
});
