import { isRoutePath, routePaths } from '@wh/content';
import { describe, expect, it } from 'vitest';
import { fallbackPageFor, htmlFileFor, localReturnPath, offlinePage, returnPathFrom, robotsTxt, signInPageFor, sitemapXml } from './sitePolicy';

describe('fallbackPageFor', () => {
  it('shows the tools page at any /tools/... address that is not a page', () => {
    expect(fallbackPageFor('/tools/no-such-tool')).toBe('/tools');
    expect(fallbackPageFor('/tools/deeper/still')).toBe('/tools');
  });

  it('leaves every other address to the not-found page', () => {
    for (const path of ['/tools', '/toolshed', '/blog', '/pregnancy/no-such-article']) expect(fallbackPageFor(path), path).toBeUndefined();
  });

  it('falls back only to pages that exist', () => {
    expect(isRoutePath(fallbackPageFor('/tools/x')!)).toBe(true);
    expect(isRoutePath(offlinePage)).toBe(true);
  });
});

describe('htmlFileFor', () => {
  it('writes each page to a file of its own name, the home page to index.html', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/about')).toBe('about.html');
    expect(htmlFileFor('/tools/glossary')).toBe('tools/glossary.html');
    expect(new Set(routePaths.map(htmlFileFor)).size).toBe(routePaths.length);
  });
});

describe('robotsTxt and sitemapXml', () => {
  it('point search engines at the country site’s own sitemap, which lists its indexed pages', () => {
    expect(robotsTxt('https://ng.example')).toContain('Sitemap: https://ng.example/sitemap.xml');
    const sitemap = sitemapXml('https://ng.example', ['/', '/faq']);
    expect(sitemap).toContain('<loc>https://ng.example/</loc>');
    expect(sitemap).toContain('<loc>https://ng.example/faq</loc>');
    expect(sitemap.match(/<url>/g)).toHaveLength(2);
  });
});

describe('localReturnPath (every address the site sends a reader back to)', () => {
  const origin = 'https://womens-health.example';

  it('keeps a path of this site, with its query and fragment', () => {
    expect(localReturnPath('/account', origin)).toBe('/account');
    expect(localReturnPath('/tools/due-date-calculator?lmp=2026-01-01#result', origin)).toBe('/tools/due-date-calculator?lmp=2026-01-01#result');
    expect(localReturnPath(`${origin}/faq`, origin)).toBe('/faq');
  });

  it('goes home for anything that resolves to another site or is not a web address', () => {
    const hostile = [
      null,
      '',
      '/\n/evil.example/', // browsers drop tabs and newlines: "/\n/host" is "//host"
      '/\n/evil.example/path',
      '/\t/evil.example',
      '/\r/evil.example',
      '//evil.example',
      '///evil.example',
      '/\\evil.example', // a backslash is a slash in http(s) addresses
      '\\/evil.example',
      'https://evil.example/',
      'http:evil.example',
      'HTTPS://evil.example',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/.//evil.example', // a path that normalises to "//evil.example"
      'https://womens-health.example.evil.example/',
      'https://womens-health.example@evil.example/',
    ];
    for (const next of hostile) expect(localReturnPath(next, origin), JSON.stringify(next)).toBe('/');
  });

  it('is what /auth follows from its ?next=, decoded once', () => {
    expect(returnPathFrom('?next=/account', origin)).toBe('/account');
    expect(returnPathFrom('?next=%2Faccount', origin)).toBe('/account');
    for (const search of ['', '?next=', '?next=/%0A/evil.example/', '?next=/%09/evil', '?next=//evil', '?next=https://evil', '?next=/%5C%5Cevil', '?next=javascript:alert(1)']) {
      expect(returnPathFrom(search, origin), search).toBe('/');
    }
  });

  it('is what the sign-in page is sent for a page for signed-in readers', () => {
    expect(signInPageFor('/account')).toBe('/auth?next=/account');
    expect(returnPathFrom(new URL(signInPageFor('/account'), origin).search, origin)).toBe('/account');
  });
});
