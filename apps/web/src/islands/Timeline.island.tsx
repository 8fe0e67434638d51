import { TimelineIsland } from './Disclosures';
import { defineIsland } from './defineIsland';

export default defineIsland(TimelineIsland);
