import { Calculators } from '../routes/-components/Calculators';
import { defineIsland } from './defineIsland';

export default defineIsland(Calculators);
