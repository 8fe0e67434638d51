import { Glossary } from './Glossary';
import { defineIsland } from '../runtime/defineIsland';

// The glossary sits in a tab the reader may never open: its code (and its terms, already in the
// page) loads at the reader's first interaction; words typed before it arrives are kept.
export default defineIsland(Glossary, { start: 'interaction' });
