import { describe, expect, it } from 'vitest';
import { addressWithoutEmailLink, readEmailLink } from './emailLink';

describe('readEmailLink', () => {
  it('reads a session, a PKCE code, a token hash or an error; nothing from an ordinary address', () => {
    expect(readEmailLink('http://site.example/auth/reset#access_token=a&refresh_token=b&type=recovery')).toEqual({ type: 'recovery', carries: 'session' });
    expect(readEmailLink('http://site.example/?code=abc')).toEqual({ carries: 'code' });
    expect(readEmailLink('http://site.example/?code=abc&sb_flow_id=0123')).toEqual({ carries: 'code' });
    // The link a scanner cannot spend: the page verifies it with a POST when the reader asks.
    expect(readEmailLink('http://site.example/auth/confirm?token_hash=abc&type=signup')).toEqual({ type: 'signup', carries: 'token-hash' });
    expect(readEmailLink('http://site.example/?token_hash=abc&type=recovery')).toEqual({ type: 'recovery', carries: 'token-hash' });
    // A token hash without its type cannot be verified: not a link.
    expect(readEmailLink('http://site.example/?token_hash=abc')).toBeNull();
    expect(readEmailLink('http://site.example/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid')).toEqual({
      error: { code: 'otp_expired', description: 'Email link is invalid' },
    });
    expect(readEmailLink('http://site.example/?error=access_denied&error_description=x')).toEqual({ error: { code: 'access_denied', description: 'x' } });
    expect(readEmailLink('http://site.example/faq#pregnancy')).toBeNull();
    expect(readEmailLink('http://site.example/?next=%2Faccount')).toBeNull();
  });
});

describe('addressWithoutEmailLink', () => {
  it("drops the link's parameters and a bare '#', and keeps everything else", () => {
    expect(addressWithoutEmailLink('http://site.example/auth/confirm#access_token=a&type=signup')).toBe('/auth/confirm');
    expect(addressWithoutEmailLink('http://site.example/#')).toBe('/');
    expect(addressWithoutEmailLink('http://site.example/auth/reset?next=%2Faccount&code=abc')).toBe('/auth/reset?next=%2Faccount');
    expect(addressWithoutEmailLink('http://site.example/?error=access_denied&error_code=otp_expired#error=access_denied&sb=')).toBe('/');
    expect(addressWithoutEmailLink('http://site.example/faq#pregnancy')).toBe('/faq#pregnancy');
    expect(addressWithoutEmailLink('http://site.example/auth/confirm?token_hash=abc&type=signup&next=%2Faccount')).toBe('/auth/confirm?next=%2Faccount');
    expect(addressWithoutEmailLink('http://site.example/auth/reset?code=abc&sb_flow_id=0123')).toBe('/auth/reset');
  });
});
