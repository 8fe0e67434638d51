/**
 * The shapes of the warning-sign registry: who a sign is for, the stage of
 * pregnancy it is about, and how a sign is written (one level, one care route
 * that level offers, sources per country). The registry's data is in
 * registry.ts; the ids are derived from it there.
 */

import type { Localized, NonEmpty } from '../primitives';
import type { SourceId } from '../sources';
import type { CareRouteAt, UrgencyLevel } from '../urgency';

/** Who a sign applies to. */
export type Audience = 'pregnancy' | 'after-birth' | 'baby' | 'gynaecology' | 'male-partner';

/** The stage of pregnancy a sign is about, where it matters. */
/**
 * `early`: the first trimester; `from-13-weeks`: the second and third trimesters;
 * `from-20-weeks`; `before-37-weeks`: from 20 to 36 weeks.
 */
export type PregnancyStage = 'early' | 'from-13-weeks' | 'from-20-weeks' | 'before-37-weeks';

interface WarningSignFields {
  /** The sign, as a reader would notice it. Shown as a list item. */
  readonly text: Localized<string>;
  /** A short extra instruction shown after the sign, such as "Take the tampon out." */
  readonly note?: Localized<string>;
  readonly appliesTo: NonEmpty<Audience>;
  readonly stage?: PregnancyStage;
  /**
   * Where the level and the wording come from, per country: each site cites
   * only sources fit for its readers (`isSourceFor`), so the Nigeria site cites
   * WHO and Nigerian guidance, never an NHS page.
   */
  readonly sources: { readonly uk: NonEmpty<SourceId>; readonly ng: NonEmpty<SourceId> };
}

/** A sign as it is written in the registry: its level and a care route that level offers. */
export type WarningSignDefinition = {
  [L in UrgencyLevel]: WarningSignFields & { readonly level: L; readonly care: CareRouteAt<L> };
}[UrgencyLevel];
