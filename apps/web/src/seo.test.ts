import { routeMeta } from '@wh/content';
import { describe, expect, it } from 'vitest';
import { pageHead, pageSeo, seo } from './seo';

const find = (tags: ReturnType<typeof seo>['meta'], key: string) =>
  tags.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key));

describe('seo', () => {
  it('makes the canonical link absolute with the country origin', () => {
    expect(seo({ country: 'uk', path: '/pregnancy', title: 'Pregnancy', description: 'd' }).links).toEqual([
      { rel: 'canonical', href: 'http://localhost:4173/pregnancy' },
    ]);
    expect(seo({ country: 'ng', path: '/about/', title: 'About', description: 'd' }).links[0]?.href).toBe(
      'http://nigeria.localhost:4173/about',
    );
  });

  it('lets search engines index pages unless noindex is set', () => {
    expect(find(seo({ country: 'uk', path: '/', title: 't', description: 'd' }).meta, 'robots')).toMatchObject({
      content: 'index,follow',
    });
    expect(
      find(seo({ country: 'uk', path: '/auth', title: 't', description: 'd', noindex: true }).meta, 'robots'),
    ).toMatchObject({ content: 'noindex,nofollow' });
  });

  it('describes the page for link previews', () => {
    const { meta } = seo({ country: 'uk', path: '/faq', title: 'FAQ', description: 'Answers' });
    expect(meta[0]).toEqual({ title: 'FAQ | Women’s Health Guide' });
    expect(find(meta, 'og:description')).toMatchObject({ content: 'Answers' });
    expect(find(meta, 'twitter:card')).toMatchObject({ content: 'summary_large_image' });
  });
});

describe('pageSeo and pageHead', () => {
  it("take a fixed page's title and description from its content, for the country asked", () => {
    const { meta, links } = pageSeo('ng', '/faq');
    expect(meta[0]).toEqual({ title: `${routeMeta['/faq'].title} | Women’s Health Guide` });
    expect(find(meta, 'description')).toMatchObject({ content: routeMeta['/faq'].description });
    expect(find(meta, 'og:locale')).toMatchObject({ content: 'en_NG' });
    expect(links[0]?.href).toBe('http://nigeria.localhost:4173/faq');
  });

  it("give a route's head the country from its context, and keep noindex", () => {
    const head = pageHead('/auth', { noindex: true });
    const { meta, links } = head({ match: { context: { country: 'uk' } } });
    expect(find(meta, 'robots')).toMatchObject({ content: 'noindex,nofollow' });
    expect(links[0]?.href).toBe('http://localhost:4173/auth');
  });
});
