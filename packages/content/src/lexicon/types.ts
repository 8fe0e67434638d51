/** The shapes of the lexicon: a term readers look for, and an entry of the A to Z. */

import type { Localized } from '../primitives';
import type { InternalHref } from '../routes';

/** One thing readers look for: a condition, a symptom, a test or a service, in their words. */
export interface ReaderTerm {
  /**
   * Its name in the A to Z, in readers' words (per country where they differ); left out for
   * what is not a condition or symptom (an appointment, a service), which search alone finds.
   */
  readonly name?: Localized<string>;
  /**
   * What readers type for it: abbreviations, everyday words, misspellings fuzzy matching does not
   * forgive; per country where one country's readers have words of their own (`readersSay`).
   */
  readonly says: Localized<readonly string[]>;
  /** The page, or the section of a page (`#anchor`), that answers it: per country where it differs. */
  readonly href: Localized<InternalHref>;
}


/** One entry of the A to Z of conditions and symptoms: its name on a site, and where it is answered. */
export interface AtoZEntry {
  readonly name: string;
  readonly href: InternalHref;
}
