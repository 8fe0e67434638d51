import { defineIsland } from '../runtime/defineIsland';
import { NotFoundReport } from './NotFoundReport';

export default defineIsland(NotFoundReport);
