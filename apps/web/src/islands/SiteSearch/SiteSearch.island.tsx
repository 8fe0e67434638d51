import { SiteSearch } from './SiteSearch';
import { defineIsland } from '../runtime/defineIsland';

// The search page is used, not read (its route's mode is 'tool'): the island starts at once and
// fetches the country's index, so results are ready by the time the reader has typed a word.
export default defineIsland(SiteSearch);
