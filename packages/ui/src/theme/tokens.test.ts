import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { jsEnabledScript, jsEnabledScriptHash } from './jsEnabled';
import { careLevels, dark, light, toneNames, type ColorScheme, type ColorTokens } from './tokens';

const TEXT = 4.5; // WCAG 2.2 SC 1.4.3, normal text
const NON_TEXT = 3; // WCAG 2.2 SC 1.4.11, borders, focus rings, bars

type Key = keyof ColorTokens;
const textPairs: [Key, Key][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['link', 'background'],
  ['link', 'surface'],
  ['link', 'surfaceMuted'],
  ['linkHover', 'background'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onDanger', 'danger'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['dangerText', 'dangerSurface'],
  ['successText', 'successSurface'],
  ['infoText', 'infoSurface'],
  ['primary', 'surface'],
];
const nonTextPairs: [Key, Key][] = [
  ['borderStrong', 'background'],
  ['borderStrong', 'surface'],
  ['focus', 'background'],
  ['focus', 'surface'],
  ['focus', 'surfaceMuted'],
  ['primary', 'background'],
  ['progress', 'surfaceMuted'],
];

describe.each([
  ['light', light],
  ['dark', dark],
] as [string, ColorScheme][])('%s theme contrast', (_name, scheme) => {
  it.each(textPairs)('%s on %s meets 4.5:1', (fg, bg) => {
    expect(contrastRatio(scheme.color[fg], scheme.color[bg])).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(nonTextPairs)('%s against %s meets 3:1', (fg, bg) => {
    expect(contrastRatio(scheme.color[fg], scheme.color[bg])).toBeGreaterThanOrEqual(NON_TEXT);
  });

  it.each(toneNames)('the %s tone has readable text and a visible accent', (tone) => {
    const t = scheme.tone[tone];
    expect(contrastRatio(t.text, t.background)).toBeGreaterThanOrEqual(TEXT);
    // The accent draws card edges and timeline markers on plain surfaces, so it needs 3:1 there.
    expect(contrastRatio(t.accent, scheme.color.surface)).toBeGreaterThanOrEqual(NON_TEXT);
  });

  it.each(careLevels)('the %s care card has readable text and a border that stands out from the page', (level) => {
    const c = scheme.care[level];
    expect(contrastRatio(c.onHeading, c.heading)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(c.onBody, c.body)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(c.border, scheme.color.background)).toBeGreaterThanOrEqual(NON_TEXT);
    expect(contrastRatio(c.border, scheme.color.surface)).toBeGreaterThanOrEqual(NON_TEXT);
  });
});

describe('the care card levels are told apart by more than one colour', () => {
  it('gives every level its own heading or body colour in both themes', () => {
    for (const scheme of [light, dark]) {
      const looks = new Set(careLevels.map((level) => `${scheme.care[level].heading}/${scheme.care[level].body}`));
      expect(looks.size).toBe(careLevels.length);
    }
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot read', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('the categories are told apart by hue', () => {
  it('gives every tone its own background in both themes', () => {
    for (const scheme of [light, dark]) {
      const backgrounds = new Set(toneNames.map((tone) => scheme.tone[tone].background));
      expect(backgrounds.size).toBe(toneNames.length);
    }
  });
});

describe('jsEnabledScript', () => {
  it('publishes the CSP hash of the exact script text', () => {
    const hash = createHash('sha256').update(jsEnabledScript).digest('base64');
    expect(jsEnabledScriptHash).toBe(`sha256-${hash}`);
  });
});
