import { describe, expect, it } from 'vitest';
import { buildShareUrl, MESSAGE_SHARE_PLATFORMS, SHARE_PLATFORMS, SHARE_WINDOW_FEATURES, type SharePlatform } from './shareUrl';

const page = {
  url: 'https://example.org/pregnancy?tab=2&x=1#week-12',
  title: 'Pregnancy & you: week 12',
  description: 'What happens at the dating scan',
  hashtags: ['#pregnancy', 'WomensHealth', ' '],
};

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('buildShareUrl', () => {
  it('builds an X post with the URL, title and hashtags', () => {
    const url = buildShareUrl('x', page);
    expect(url.startsWith('https://x.com/intent/tweet?')).toBe(true);
    expect(params(url)).toEqual({ url: page.url, text: page.title, hashtags: 'pregnancy,WomensHealth' });
  });

  it('builds Facebook, LinkedIn and Pinterest share pages', () => {
    expect(buildShareUrl('facebook', page)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url)}`,
    );
    const linkedin = buildShareUrl('linkedin', page);
    expect(new URL(linkedin).pathname).toBe('/shareArticle');
    expect(params(linkedin)).toEqual({ mini: 'true', url: page.url, title: page.title, summary: page.description });
    expect(params(buildShareUrl('pinterest', page))).toEqual({
      url: page.url,
      description: `${page.title}: ${page.description}`,
    });
  });

  it('builds a WhatsApp message and an email with the title and the address', () => {
    const whatsapp = buildShareUrl('whatsapp', page);
    expect(whatsapp.startsWith('https://wa.me/?')).toBe(true);
    expect(params(whatsapp)).toEqual({ text: `${page.title} ${page.url}` });
    const email = new URL(buildShareUrl('email', page));
    expect(email.protocol).toBe('mailto:');
    expect(Object.fromEntries(email.searchParams)).toEqual({ subject: page.title, body: `${page.description}\n\n${page.url}` });
    expect(params(buildShareUrl('whatsapp', { url: 'https://example.org/', title: '' }))).toEqual({ text: 'https://example.org/' });
  });

  it('encodes the page URL and title so they cannot break out of their parameter', () => {
    for (const platform of [...SHARE_PLATFORMS, ...MESSAGE_SHARE_PLATFORMS]) {
      const url = buildShareUrl(platform, page);
      expect(url, platform).not.toContain('tab=2&x=1');
      expect(url, platform).toContain(encodeURIComponent(page.url));
      expect(url, platform).not.toMatch(/[ #]/);
    }
    expect(buildShareUrl('x', page)).toContain(encodeURIComponent(page.title));
  });

  it('leaves out optional parts that are missing', () => {
    const bare = { url: 'https://example.org/', title: 'Home' };
    expect(params(buildShareUrl('x', bare))).toEqual({ url: bare.url, text: 'Home' });
    expect(params(buildShareUrl('linkedin', bare))).toEqual({ mini: 'true', url: bare.url, title: 'Home' });
    expect(params(buildShareUrl('pinterest', bare))).toEqual({ url: bare.url, description: 'Home' });
  });

  it('refuses a page URL that is not http or https ("Invalid sharing URL")', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', '/relative', '', 'https://www.nhs.uk@evil.example/']) {
      expect(() => buildShareUrl('x', { url, title: 't' }), url).toThrow(RangeError);
      expect(() => buildShareUrl('facebook', { url, title: 't' }), url).toThrow(/^Invalid sharing URL: /);
    }
  });

  it('refuses an unknown platform, listing the ones it knows', () => {
    expect(() => buildShareUrl('myspace' as SharePlatform, page)).toThrow(
      new RangeError('Cannot share to "myspace": choose one of x, facebook, linkedin, pinterest, whatsapp, email.'),
    );
  });

  it('describes a 600 by 400 share window with no opener', () => {
    expect(SHARE_WINDOW_FEATURES).toContain('width=600');
    expect(SHARE_WINDOW_FEATURES).toContain('height=400');
    expect(SHARE_WINDOW_FEATURES).toContain('noopener');
  });
});
