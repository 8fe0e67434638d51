import { routePaths } from '@wh/content';
import { describe, expect, it } from 'vitest';
import { pageModeFor } from './page';

describe('pageModeFor', () => {
  it('builds the pages that are read as islands pages', () => {
    for (const path of ['/', '/pregnancy', '/pregnancy/prenatal', '/faq', '/resources', '/about', '/security', '/community']) {
      expect(pageModeFor(path), path).toBe('islands');
    }
  });

  it('runs the app on the pages that are used, at every /tools address, and on unknown addresses', () => {
    for (const path of ['/tools', '/tools/due-date-calculator', '/tools/anything', '/auth', '/security-test', '/404', '/no-such-page']) {
      expect(pageModeFor(path), path).toBe('app');
    }
  });

  it('leaves most of the site as islands pages', () => {
    const islands = routePaths.filter((path) => pageModeFor(path) === 'islands');
    expect(islands.length).toBeGreaterThanOrEqual(routePaths.length - 8);
  });
});
