import { defineIsland } from '../runtime/defineIsland';
import { CollapsibleIsland } from './Collapsible';

export default defineIsland(CollapsibleIsland);
