import { describe, expect, it } from 'vitest';
import { seo } from './seo';

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
    expect(meta[0]).toEqual({ title: "FAQ | Women's Health Guide" });
    expect(find(meta, 'og:description')).toMatchObject({ content: 'Answers' });
    expect(find(meta, 'twitter:card')).toMatchObject({ content: 'summary_large_image' });
  });
});
