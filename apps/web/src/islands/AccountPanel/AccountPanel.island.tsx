import { AccountPanel } from './AccountPanel';
import { defineIsland } from '../runtime/defineIsland';
import { withSiteAuth } from '../runtime/siteAuth';

export default defineIsland(withSiteAuth(AccountPanel));
