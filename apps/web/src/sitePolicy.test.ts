import { isRoutePath, routePaths } from '@wh/content';
import { describe, expect, it } from 'vitest';
import { fallbackPageFor, htmlFileFor, offlinePage, robotsTxt, sitemapXml } from './sitePolicy';

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
