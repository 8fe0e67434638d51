import { describe, expect, it } from 'vitest';
import { loadConfig, resolveOptions } from './config';
import { createRateLimiter, rateLimitKey } from './rateLimit';
import { createRedirectPolicy } from './redirects';
import { nestsDeeperThan } from './http/io';
import { newRefreshToken, openWithParent, sealWithParent } from './tokens';
import { checkNewPassword } from './passwords';
import { normaliseEmail } from './validation';
import { projectSettings } from './test/harness';

describe('redirect allow-list', () => {
  const policy = createRedirectPolicy('http://localhost:4173', ['http://nigeria.localhost:4173', 'https://women.example/app']);

  it('ignores the port on loopback hosts, including *.localhost', () => {
    expect(policy.isAllowed('http://localhost:5173/')).toBe(true);
    expect(policy.isAllowed('http://nigeria.localhost:9999/x')).toBe(true);
    expect(policy.isAllowed('http://uk.localhost:4173/')).toBe(false);
  });

  it('matches scheme, host, port and path prefix elsewhere', () => {
    expect(policy.isAllowed('https://women.example/app')).toBe(true);
    expect(policy.isAllowed('https://women.example/app/welcome')).toBe(true);
    expect(policy.isAllowed('https://women.example/apple')).toBe(false);
    expect(policy.isAllowed('http://women.example/app')).toBe(false);
    expect(policy.isAllowed('https://women.example:8443/app')).toBe(false);
    expect(policy.isAllowed('https://women.example.evil.test/app')).toBe(false);
  });

  it('refuses other schemes and credentials in the URL', () => {
    expect(policy.isAllowed('javascript:alert(1)')).toBe(false);
    expect(policy.isAllowed('http://localhost@evil.test/')).toBe(false);
    expect(policy.isAllowed('http://user:pass@localhost:4173/')).toBe(false);
    expect(policy.isAllowed('not a url')).toBe(false);
  });

  it('chooses redirect_to, then the Referer, then the site URL', () => {
    expect(policy.choose('http://localhost:5173/a', 'http://localhost:4173/b')).toBe('http://localhost:5173/a');
    expect(policy.choose('https://evil.test/', 'http://localhost:4173/b')).toBe('http://localhost:4173/b');
    expect(policy.choose(undefined, 'https://evil.test/')).toBe('http://localhost:4173/');
  });
});

describe('rate limiter', () => {
  it('allows a burst, then the steady rate', () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 3, refillPerSecond: 1, now: () => now });
    expect([1, 2, 3, 4].map(() => limiter.take('ip'))).toEqual([true, true, true, false]);
    expect(limiter.take('other')).toBe(true);
    now += 1000;
    expect(limiter.take('ip')).toBe(true);
    expect(limiter.take('ip')).toBe(false);
  });

  it('counts an IPv6 network of 64 bits as one address, since one person has all of it', () => {
    const key = rateLimitKey('2001:db8:1:2:aaaa::1');
    expect(rateLimitKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe(key);
    expect(rateLimitKey('2001:0DB8:0001:0002::')).toBe(key);
    expect(rateLimitKey('2001:db8:1:2::1%eth0')).toBe(key);
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(key);
    expect(rateLimitKey('::1')).toBe(rateLimitKey('::2'));
    // IPv4, plain or mapped into IPv6, keeps the whole address.
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('203.0.113.8')).not.toBe(rateLimitKey('203.0.113.7'));
  });

  it('keeps memory bounded and forgets idle addresses', () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 2, refillPerSecond: 1, maxKeys: 10, now: () => now });
    for (let i = 0; i < 50; i++) limiter.take(`10.0.0.${i}`);
    expect(limiter.size).toBe(10);
    now += 10_000;
    limiter.prune();
    expect(limiter.size).toBe(0);
  });
});

describe('configuration from the environment', () => {
  it('reads every variable and keeps defaults for the rest', () => {
    const options = resolveOptions(
      loadConfig({
        AUTH_PORT: '0',
        AUTH_SITE_URL: 'https://women.example',
        AUTH_ADDITIONAL_REDIRECT_URLS: ' https://a.example , https://b.example ',
        AUTH_AUTOCONFIRM: 'true',
        AUTH_RATE_LIMIT_TOKEN: '5',
        AUTH_EMAIL_MIN_INTERVAL: '0',
        AUTH_MAILBOX: 'true',
        AUTH_RATE_LIMIT_EMAIL_SENT_PER_IP: '7',
        AUTH_RATE_LIMIT_EMAIL_SENT_PER_RECIPIENT: '2',
        AUTH_OTP_EXPIRY: '600',
      }),
    );
    expect(options.mailbox).toBe(true);
    expect(options.port).toBe(0);
    expect(options.siteUrl).toBe('https://women.example');
    expect(options.additionalRedirectUrls).toEqual(['https://a.example', 'https://b.example']);
    expect(options.autoconfirm).toBe(true);
    expect(options.rateLimits).toEqual({
      token: 5,
      signup: 30,
      verify: 30,
      burst: 30,
      emailsPerHour: 300,
      emailsPerHourPerIp: 7,
      emailsPerHourPerRecipient: 2,
      emailMinIntervalSeconds: 0,
    });
    expect(options.otpLifetimeSeconds).toBe(600);
    expect(options.host).toBe('127.0.0.1');
    expect(options.dataDir).toMatch(/[/\\]\.data$/);
  });

  it('the project file gives the UK and Nigeria sites on localhost; the rest defaults', () => {
    const options = resolveOptions(loadConfig({}));
    expect(options.port).toBe(54321);
    expect(options.siteUrl).toBe('http://localhost:4173');
    expect(options.additionalRedirectUrls).toEqual([
      'http://nigeria.localhost:4173',
      'http://nigeria.localhost:4173/auth/confirm',
      'http://nigeria.localhost:4173/auth/reset',
    ]);
    expect(options.autoconfirm).toBe(false);
    // Left out: decided by whether the external URL is loopback.
    expect(options.mailbox).toBeUndefined();
  });

  it('refuses values it cannot read', () => {
    expect(() => loadConfig({ AUTH_PORT: 'eighty' })).toThrow(/AUTH_PORT/);
    expect(() => loadConfig({ AUTH_AUTOCONFIRM: 'maybe' })).toThrow(/AUTH_AUTOCONFIRM/);
    expect(() => loadConfig({ AUTH_MAILBOX: 'sometimes' })).toThrow(/AUTH_MAILBOX/);
  });

  it('refuses a JWT secret shorter than 32 characters, naming the setting', () => {
    expect(() => loadConfig({ AUTH_JWT_SECRET: 'x'.repeat(31) })).toThrow('AUTH_JWT_SECRET must be at least 32 characters long (got 31)');
    expect(loadConfig({ AUTH_JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    expect(() => resolveOptions({ ...projectSettings, jwtSecret: 'secret' })).toThrow('jwtSecret must be at least 32 characters long (got 6)');
  });
});

describe('validation', () => {
  it('lower-cases valid addresses and refuses malformed ones', () => {
    expect(normaliseEmail(' Ada+Tag@Example.CO.UK ')).toBe('ada+tag@example.co.uk');
    expect(() => normaliseEmail('ada@example..org')).toThrow('Unable to validate email address: invalid format');
    expect(() => normaliseEmail(`${'a'.repeat(250)}@example.org`)).toThrow('An email address is too long');
  });

  it('counts password length in characters, not bytes (passwords.test.ts has the rest)', () => {
    expect(() => checkNewPassword('ééé')).toThrow('Password should be at least 6 characters.'); // 6 bytes, 3 characters
    expect(() => checkNewPassword('12345')).toThrow('Password should be at least 6 characters.');
    expect(() => checkNewPassword('😀'.repeat(19))).not.toThrow(); // 76 bytes
    expect(() => checkNewPassword('😀'.repeat(257))).toThrow('Password cannot be longer than 256 characters');
  });
});

describe('refresh tokens sealed under their parent', () => {
  it('opens only with the parent token, and not once tampered with', () => {
    const parent = newRefreshToken();
    const child = newRefreshToken();
    const sealed = sealWithParent(child, parent);
    expect(sealed).not.toContain(child);
    expect(openWithParent(sealed, parent)).toBe(child);
    expect(openWithParent(sealed, newRefreshToken())).toBeUndefined();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(openWithParent(bytes.toString('base64url'), parent)).toBeUndefined();
    expect(openWithParent('short', parent)).toBeUndefined();
  });
});

describe('JSON nesting depth', () => {
  it('counts objects and arrays, not brackets inside strings or after escaped quotes', () => {
    expect(nestsDeeperThan('{}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":{}}', 1)).toBe(true);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\","b":[[]]}', 2)).toBe(true);
    expect(nestsDeeperThan('['.repeat(1_000_000), 64)).toBe(true);
  });
});
