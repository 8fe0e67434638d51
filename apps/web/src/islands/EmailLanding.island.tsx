import { EmailLanding } from '../routes/-components/EmailLanding';
import { defineIsland } from './defineIsland';
import { withSiteAuth } from './siteAuth';

// One island for both landings (/auth/confirm, /auth/reset): they read the same links.
export default defineIsland(withSiteAuth(EmailLanding));
