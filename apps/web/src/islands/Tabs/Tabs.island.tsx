import { defineIsland } from '../runtime/defineIsland';
import { TabsIsland } from './Tabs';

export default defineIsland(TabsIsland);
