import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as core from './index';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

describe('the package', () => {
  it('declares itself free of side effects, so bundlers can drop unused exports', () => {
    expect(packageJson.sideEffects).toBe(false);
  });

  it('has no runtime dependencies', () => {
    expect(packageJson.dependencies ?? {}).toEqual({});
    expect(packageJson.peerDependencies ?? {}).toEqual({});
  });

  it('exports the public API by name', () => {
    expect(Object.keys(core).sort()).toEqual(
      [
        'ANTENATAL_PLANS',
        'CYCLE_LENGTHS',
        'DATE_MESSAGES',
        'DEFAULT_CYCLE_LENGTH',
        'MAX_CYCLE_LENGTH',
        'MESSAGE_SHARE_PLATFORMS',
        'MIN_CYCLE_LENGTH',
        'SHARE_PLATFORMS',
        'SHARE_WINDOW_FEATURES',
        'TRIMESTERS',
        'antenatalSchedule',
        'antenatalCalendar',
        'addDays',
        'buildShareUrl',
        'checkSecurityConfig',
        'countrySiteUrl',
        'createEventLog',
        'daysBetween',
        'detectCountry',
        'estimateDueDate',
        'estimateOvulation',
        'formatSecurityReport',
        'fromDayNumber',
        'installGlobalHandlers',
        'isIsoDate',
        'isSafeHttpUrl',
        'isValidEmail',
        'lastPeriodProblem',
        'localIsoDate',
        'runSecuritySelfTest',
        'sanitizeText',
        'toDayNumber',
        'trimesterAt',
      ].sort(),
    );
  });

  it('lists every export by name in index.ts (no `export *`)', () => {
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/export\s*\*/);
  });
});
