import { SaveGuide } from '../routes/-components/SaveGuide';
import { defineIsland } from './defineIsland';

export default defineIsland(SaveGuide);
