import { Calculators } from './Calculators';
import { defineIsland } from '../runtime/defineIsland';

export default defineIsland(Calculators);
