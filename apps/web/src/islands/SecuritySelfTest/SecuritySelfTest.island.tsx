import { SecuritySelfTest } from './SecuritySelfTest';
import { defineIsland } from '../runtime/defineIsland';

export default defineIsland(SecuritySelfTest);
