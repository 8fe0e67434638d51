// The warning-sign registry (registry.ts), its shapes (types.ts), lookups
// (lookup.ts), the grouping of signs into care cards (cards.ts) and the sources
// a page cites for them (sources.ts). Import from this folder, not its files.

export type { Audience, PregnancyStage, WarningSignDefinition } from './types';
export { warningSigns, type WarningSign, type WarningSignId } from './registry';
export { warningSignIds, warningSignIdsFor, isWarningSignId, getWarningSign, signIdsIn } from './lookup';
export { groupWarningSigns, type WarningSignCard } from './cards';
export { signSources, pageSources } from './sources';
