import { SecuritySelfTest } from '../routes/-components/SecuritySelfTest';
import { defineIsland } from './defineIsland';

export default defineIsland(SecuritySelfTest);
