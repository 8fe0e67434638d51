import { MyPregnancy } from './MyPregnancy';
import { defineIsland } from '../runtime/defineIsland';

export default defineIsland(MyPregnancy);
