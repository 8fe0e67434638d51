import { MyPregnancy } from '../routes/-components/MyPregnancy';
import { defineIsland } from './defineIsland';

export default defineIsland(MyPregnancy);
