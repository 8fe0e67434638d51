import { SaveGuide } from './SaveGuide';
import { defineIsland } from '../runtime/defineIsland';

export default defineIsland(SaveGuide);
