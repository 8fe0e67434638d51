import { describe, expect, it } from 'vitest';
import * as content from './index';
import { emergencySentence } from './urgency';

describe('the home page', () => {
  it('is the Nigeria site’s own in its first words: for women in Nigeria, its services, WHO and Nigerian guidance', () => {
    const ng = content.localizeDeep({ hero: content.home.hero, badges: content.home.trustBadges }, 'ng');
    expect(ng.hero.title).toMatch(/women in Nigeria/);
    expect(ng.hero.text).toMatch(/antenatal clinic/);
    expect(ng.hero.text).toMatch(/primary health care centre/);
    expect(ng.hero.text).toMatch(/WHO and Nigerian Federal Ministry of Health/);
    expect(JSON.stringify(ng)).not.toMatch(/\bUK\b|NHS|NICE|RCOG/);
    const uk = content.localizeDeep({ hero: content.home.hero, badges: content.home.trustBadges }, 'uk');
    expect(uk.hero.title).not.toBe(ng.hero.title);
    expect(uk.badges.map((b) => b.label)).not.toEqual(ng.badges.map((b) => b.label));
  });

  it('offers search, help now and the week-by-week guide, the help from the registry’s own words', () => {
    const { search, urgent, weekByWeek } = content.home.findHelp;
    expect(search.label.trim()).not.toBe('');
    expect(urgent.emergency).toBe(emergencySentence);
    expect(content.localize(urgent.emergency, 'ng')).toMatch(/112/);
    expect(content.localize(urgent.emergency, 'uk')).toMatch(/999/);
    expect(urgent.links.map((l) => l.href)).toEqual(['/tools/symptom-checker', '/resources#emergency-contacts']);
    expect(weekByWeek.href).toBe(content.weekByWeekIndexPath);
  });
});

describe('the Health Topics menu', () => {
  it('lists the week-by-week guide first under Pregnancy', () => {
    const pregnancy = content.healthTopics.find((t) => t.href === '/pregnancy');
    expect(pregnancy?.menu.featured).toEqual({ title: 'Week by week', href: content.weekByWeekIndexPath });
    expect(content.healthTopics.filter((t) => t.menu.featured).length).toBe(1);
  });
});

describe('the header', () => {
  it('names each site’s country in a word short enough for a 320 px header', () => {
    expect(content.siteCountryLabel).toEqual({ uk: 'UK', ng: 'Nigeria' });
  });
});

describe('dialable numbers', () => {
  it('are every emergency and support number of a site, split where one entry gives two', () => {
    expect(content.dialableNumbers('ng')).toEqual(['112', '767', '0800 078 7746']);
    expect(content.dialableNumbers('uk')).toEqual(['999', '111', '0800 0147 800', '116 123', '0808 1961 776']);
    expect(content.telHref('0800 078 7746')).toBe('tel:08000787746');
    expect(content.telHref('112')).toBe('tel:112');
  });
});
