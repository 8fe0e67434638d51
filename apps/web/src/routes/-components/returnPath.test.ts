import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './AuthForms';

describe('returnPathFrom (where /auth sends a reader after signing in)', () => {
  it('follows ?next= to a path of this site', () => {
    expect(returnPathFrom('?next=/account')).toBe('/account');
    expect(returnPathFrom('?next=%2Faccount')).toBe('/account');
  });

  it('goes home without ?next=, or when it names another site', () => {
    for (const search of ['', '?next=', '?next=account', '?next=//evil.example', '?next=/\\evil.example', '?next=https://evil.example/']) {
      expect(returnPathFrom(search), search).toBe('/');
    }
  });
});
