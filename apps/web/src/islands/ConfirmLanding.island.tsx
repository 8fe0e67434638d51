import { ConfirmLanding } from '../routes/-components/EmailLanding';
import { defineIsland } from './defineIsland';
import { withSiteAuth } from './siteAuth';

export default defineIsland(withSiteAuth(ConfirmLanding));
