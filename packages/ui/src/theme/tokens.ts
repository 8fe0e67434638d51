/**
 * Design tokens: the raw values behind every style in @wh/ui.
 *
 * Colours are chosen so that each text/background pair used by a widget meets WCAG 2.2 AA
 * (4.5:1 for text, 3:1 for borders and focus rings); `tokens.test.ts` computes the ratios.
 * Everything else (space, type, radii) is shared by both colour schemes.
 */

/** The colour roles every theme must fill. */
export interface ColorTokens {
  /** Page background. */
  background: string;
  /** Raised surfaces: cards, menus, drawers. */
  surface: string;
  /** Quiet panels and hover states. */
  surfaceMuted: string;
  /** Body text. */
  text: string;
  /** Secondary text: hints, meta text. */
  textMuted: string;
  /** Decorative dividers (not relied on to find a control). */
  border: string;
  /** Borders of form controls: 3:1 against the background (WCAG 1.4.11). */
  borderStrong: string;
  /** Main action colour (filled buttons). */
  primary: string;
  /** Primary on hover. */
  primaryHover: string;
  /** Text on `primary`. */
  onPrimary: string;
  /** Links. */
  link: string;
  /** Links on hover. */
  linkHover: string;
  /** The focus ring. */
  focus: string;
  /** Destructive actions and error text. */
  danger: string;
  /** Text on `danger`. */
  onDanger: string;
  /** Error alert background. */
  dangerSurface: string;
  /** Error alert text. */
  dangerText: string;
  /** Success alert background. */
  successSurface: string;
  /** Success alert text. */
  successText: string;
  /** Neutral (information) alert background. */
  infoSurface: string;
  /** Neutral alert text. */
  infoText: string;
  /** Filled part of a progress bar: 3:1 against `surfaceMuted`. */
  progress: string;
}

/** One category tone: text, background and accent (a border or bar; 3:1 against the background). */
export interface ToneTokens {
  text: string;
  background: string;
  accent: string;
}

/** The category tones named by the spec: Pregnancy blue, Fertility pink, Postpartum green, other grey. */
export type Tone = 'pregnancy' | 'fertility' | 'postpartum' | 'other';

/** The list of tones, in display order. */
export const toneNames: readonly Tone[] = ['pregnancy', 'fertility', 'postpartum', 'other'];

/**
 * How urgent a care card is, in the manner of the NHS care cards: non-urgent
 * advice, urgent advice today, act now day or night, immediate action.
 */
export type CareLevel = 'routine' | 'same-day' | 'act-now' | 'immediate';

/** The levels, least urgent first. */
export const careLevels: readonly CareLevel[] = ['routine', 'same-day', 'act-now', 'immediate'];

/**
 * The colours of one care card level: its heading band, its body and its
 * border. Text on each meets 4.5:1; the border meets 3:1 against the page.
 */
export interface CareLevelTokens {
  heading: string;
  onHeading: string;
  body: string;
  onBody: string;
  border: string;
}

/** All colours of one colour scheme. */
export interface ColorScheme {
  color: ColorTokens;
  tone: Record<Tone, ToneTokens>;
  /** Care card levels: blue, amber, red, and red with dark grey (NHS care cards; DESIGN.md, Looks). */
  care: Record<CareLevel, CareLevelTokens>;
}

/** The light colour scheme (the default). */
export const light: ColorScheme = {
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f3f4f6',
    text: '#1f2328',
    textMuted: '#4b5563',
    border: '#d1d5db',
    borderStrong: '#6b7280',
    primary: '#5b21b6',
    primaryHover: '#4c1d95',
    onPrimary: '#ffffff',
    link: '#5b21b6',
    linkHover: '#3b0764',
    focus: '#1d4ed8',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    dangerSurface: '#fef2f2',
    dangerText: '#991b1b',
    successSurface: '#f0fdf4',
    successText: '#166534',
    infoSurface: '#eff6ff',
    infoText: '#1e3a8a',
    progress: '#5b21b6',
  },
  tone: {
    pregnancy: { text: '#1e3a8a', background: '#dbeafe', accent: '#2563eb' },
    fertility: { text: '#831843', background: '#fce7f3', accent: '#db2777' },
    postpartum: { text: '#14532d', background: '#dcfce7', accent: '#15803d' },
    other: { text: '#374151', background: '#f3f4f6', accent: '#6b7280' },
  },
  care: {
    routine: { heading: '#005eb8', onHeading: '#ffffff', body: '#ffffff', onBody: '#1f2328', border: '#005eb8' },
    'same-day': { heading: '#ffb81c', onHeading: '#1f2328', body: '#fffaeb', onBody: '#1f2328', border: '#9a5b00' },
    'act-now': { heading: '#b91c1c', onHeading: '#ffffff', body: '#fef2f2', onBody: '#1f2328', border: '#b91c1c' },
    immediate: { heading: '#b91c1c', onHeading: '#ffffff', body: '#374151', onBody: '#ffffff', border: '#7f1d1d' },
  },
};

/** The dark colour scheme, used when the reader's system asks for it. */
export const dark: ColorScheme = {
  color: {
    background: '#121417',
    surface: '#1b1e23',
    surfaceMuted: '#262a31',
    text: '#f3f4f6',
    textMuted: '#b8bec8',
    border: '#3a3f47',
    borderStrong: '#8b929c',
    primary: '#c4b5fd',
    primaryHover: '#ddd6fe',
    onPrimary: '#1e1033',
    link: '#c4b5fd',
    linkHover: '#ede9fe',
    focus: '#93c5fd',
    danger: '#fca5a5',
    onDanger: '#2a0a0a',
    dangerSurface: '#3b1212',
    dangerText: '#fecaca',
    successSurface: '#0b2e1a',
    successText: '#bbf7d0',
    infoSurface: '#172554',
    infoText: '#dbeafe',
    progress: '#c4b5fd',
  },
  tone: {
    pregnancy: { text: '#bfdbfe', background: '#172554', accent: '#60a5fa' },
    fertility: { text: '#fbcfe8', background: '#500724', accent: '#f472b6' },
    postpartum: { text: '#bbf7d0', background: '#052e16', accent: '#4ade80' },
    other: { text: '#e5e7eb', background: '#2a2e35', accent: '#9ca3af' },
  },
  care: {
    routine: { heading: '#1d4ed8', onHeading: '#ffffff', body: '#1b1e23', onBody: '#f3f4f6', border: '#60a5fa' },
    'same-day': { heading: '#fbbf24', onHeading: '#1f2328', body: '#2a2210', onBody: '#f3f4f6', border: '#fbbf24' },
    'act-now': { heading: '#b91c1c', onHeading: '#ffffff', body: '#3b1212', onBody: '#f3f4f6', border: '#f87171' },
    immediate: { heading: '#b91c1c', onHeading: '#ffffff', body: '#4b5563', onBody: '#ffffff', border: '#f87171' },
  },
};

/** Spacing scale, in rem so it follows the reader's font size. */
export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;

/** A key of the spacing scale. */
export type Space = keyof typeof space;

/** Type, radii, motion and layout values shared by both schemes. */
export const shared = {
  space,
  font: {
    // System fonts only: no web-font download, no layout shift when a font arrives.
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.1875rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  fontWeight: { regular: '400', bold: '700' },
  lineHeight: { tight: '1.25', body: '1.5' },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', pill: '999px' },
  shadow: {
    raised: '0 1px 2px rgb(0 0 0 / 0.12), 0 2px 8px rgb(0 0 0 / 0.08)',
    overlay: '0 8px 32px rgb(0 0 0 / 0.24)',
  },
  // Set to 0ms under prefers-reduced-motion by the theme.
  duration: { fast: '150ms', slow: '250ms' },
  width: { container: '72rem', prose: '42rem', drawer: '300px', drawerWide: '400px' },
} as const;

/** Breakpoints (min-width, in px) used by sprinkles and widgets. */
export const breakpoints = { tablet: 640, desktop: 1024 } as const;

/** Media queries for the breakpoints, ready to use as vanilla-extract `@media` keys. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
  dark: '(prefers-color-scheme: dark)',
} as const;
