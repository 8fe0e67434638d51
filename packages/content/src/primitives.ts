/**
 * The smallest shapes every content file shares: per-country values, lists the
 * compiler counts, dates, sources, review dates, images, icons, topic ids and
 * the author. This file imports nothing, so any file of the package (the route
 * list, the warning-sign registry, the articles) can use these without
 * reaching back up into `types.ts`, which describes whole pages and imports
 * the route list and the registry.
 */

/**
 * A value that differs by country. Use the plain value when it is the same in
 * both; use `{ uk, ng }` whenever it names an emergency number, a helpline, a
 * service (NHS, GP, midwife, primary health care centre) or a screening programme.
 */
export type Localized<T> = T | { readonly uk: T; readonly ng: T };

/**
 * The type a content value has once every `Localized` inside it has been
 * resolved for one country (see `localizeDeep`).
 */
export type Resolved<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? T
    : T extends { readonly uk: infer U; readonly ng: infer N }
      ? Resolved<U> | Resolved<N>
      : { readonly [K in keyof T]: Resolved<T[K]> };

/** A fixed-length read-only list, so the spec's counts are checked by the compiler. */
export type Tuple<T, N extends number, R extends readonly T[] = []> = R['length'] extends N
  ? R
  : Tuple<T, N, readonly [T, ...R]>;

/** A read-only list with at least one item. */
export type NonEmpty<T> = readonly [T, ...T[]];

/** A calendar date written as YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

/** A source a page is based on. `url` is an absolute https URL on an official host. */
export interface Reference {
  readonly title: string;
  readonly publisher: string;
  readonly url: string;
}

/**
 * One of our own illustrations in the package's `images/` folder. The app
 * imports it as `@wh/content/images/<file>`. `alt` is '' when the image is
 * decorative (its meaning is already in the text next to it).
 */
export interface ImageRef {
  readonly file: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/**
 * Names of icons, in Lucide's kebab-case naming so the UI can map them
 * one-to-one. Content never ships icon artwork itself.
 */
export type IconName =
  | 'activity'
  | 'alert-triangle'
  | 'apple'
  | 'award'
  | 'baby'
  | 'book-open'
  | 'brain'
  | 'calendar'
  | 'check-circle'
  | 'clock'
  | 'cloud'
  | 'droplet'
  | 'eye-off'
  | 'file-text'
  | 'flower'
  | 'globe'
  | 'graduation-cap'
  | 'heart'
  | 'heart-handshake'
  | 'heart-pulse'
  | 'key'
  | 'leaf'
  | 'lock'
  | 'message-circle'
  | 'microscope'
  | 'moon'
  | 'phone'
  | 'pill'
  | 'scale'
  | 'search'
  | 'server'
  | 'shield'
  | 'shield-check'
  | 'sparkles'
  | 'stethoscope'
  | 'sun'
  | 'thermometer'
  | 'user'
  | 'users';

/**
 * The four topic areas. The ids double as category names: the app colours a
 * topic with `toneForCategory(id)` from @wh/ui (Pregnancy blue, Fertility
 * pink, Postpartum green, anything else grey), so content names no colours.
 */
export type TopicId = 'pregnancy' | 'fertility' | 'postpartum' | 'gynaecology';

/**
 * Who last checked a page, when, and when it is next due, as the NHS shows on
 * its pages. `reviewedBy` is a role or a name and never claims a clinician who
 * has not reviewed the page.
 */
export interface Review {
  readonly reviewedBy: string;
  readonly lastReviewed: IsoDate;
  readonly nextReviewDue: IsoDate;
}

/** The named doctor the site is presented as written by. */
export interface Author {
  /** True while the repository default is in place: the UI can show 'example' and tests can warn. */
  readonly isExampleData: boolean;
  readonly name: string;
  readonly credentials: string;
  readonly role: string;
  readonly registration: string;
  readonly photo: ImageRef;
  readonly qualifications: NonEmpty<string>;
}
