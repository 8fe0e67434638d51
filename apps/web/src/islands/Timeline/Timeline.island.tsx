import { defineIsland } from '../runtime/defineIsland';
import { TimelineIsland } from './Timeline';

export default defineIsland(TimelineIsland);
