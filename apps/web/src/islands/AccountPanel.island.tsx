import { AccountPanel } from '../routes/-components/AccountPanel';
import { defineIsland } from './defineIsland';
import { withSiteAuth } from './siteAuth';

export default defineIsland(withSiteAuth(AccountPanel));
