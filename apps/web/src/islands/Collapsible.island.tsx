import { CollapsibleIsland } from './Disclosures';
import { defineIsland } from './defineIsland';

export default defineIsland(CollapsibleIsland);
