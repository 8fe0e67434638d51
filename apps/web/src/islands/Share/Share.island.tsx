import { defineIsland } from '../runtime/defineIsland';
import { ShareSection } from './Share';

export default defineIsland(ShareSection);
