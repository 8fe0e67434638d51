/**
 * What each page of each site cites. Every route of the site is listed here
 * with the references and warning signs its Sources section shows (as the app
 * passes them to `pageSources`), so a new route fails the first test until it
 * says what it cites.
 */

import { describe, expect, it } from 'vitest';
import * as content from './index';
import { citedOn, routesWithoutSources } from './test/sitePages';
import type { Country } from './types';

/** Hosts of UK services, guideline bodies and government: not sources for a reader in Nigeria. */
const ukHost = /(^|\.)(nhs\.uk|nice\.org\.uk|rcog\.org\.uk|gov\.uk)$/;
/** Hosts of the Nigerian government and its agencies: not sources for a reader in the UK. */
const nigerianHost = /\.gov\.ng$/;

const sourcesOn = (country: Country) =>
  content.routePaths.map((path) => {
    const cited = citedOn(path, country);
    return { path, cited, sources: cited ? content.pageSources(cited.references, cited.signs, country) : [] };
  });

describe('sources by country', () => {
  it('knows what every route of the site cites', () => {
    expect(sourcesOn('ng').filter((page) => !page.cited).map((page) => page.path)).toEqual([]);
  });

  it('cites no NHS, NICE, RCOG or GOV.UK page on any page of the Nigeria site', () => {
    const ukSources = sourcesOn('ng').flatMap(({ path, sources }) =>
      sources.filter((source) => ukHost.test(new URL(source.url).host)).map((source) => `${path}: ${source.url}`),
    );
    expect(ukSources).toEqual([]);
  });

  it('cites no Nigerian agency on any page of the UK site', () => {
    const nigerianSources = sourcesOn('uk').flatMap(({ path, sources }) =>
      sources.filter((source) => nigerianHost.test(new URL(source.url).host)).map((source) => `${path}: ${source.url}`),
    );
    expect(nigerianSources).toEqual([]);
  });

  it.each(['uk', 'ng'] as const)('still cites at least three sources on every page of the %s site that has a Sources section', (country) => {
    // The week-by-week index is a list of weeks under two sentences: one source, WHO's antenatal care, covers it on the Nigeria site.
    const fewest = (path: string) => (path === content.weekByWeekIndexPath ? 1 : 3);
    const thin = sourcesOn(country)
      .filter(({ path, sources }) => !routesWithoutSources.has(path) && sources.length < fewest(path))
      .map(({ path, sources }) => `${path}: ${sources.length}`);
    expect(thin).toEqual([]);
  });

  it('cites a sign’s Nigerian sources on the Nigeria site and its UK sources on the UK site', () => {
    const publishers = (country: Country) => content.signSources(['reduced-movements'], country).map((s) => s.publisher);
    expect(publishers('ng')).toEqual(['World Health Organization', 'World Health Organization']);
    expect(publishers('uk')).toEqual(['NHS', 'NHS England']);
  });
});
