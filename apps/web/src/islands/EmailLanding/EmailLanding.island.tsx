import { EmailLanding } from './EmailLanding';
import { defineIsland } from '../runtime/defineIsland';
import { withSiteAuth } from '../runtime/siteAuth';

// One island for both landings (/auth/confirm, /auth/reset): they read the same links.
export default defineIsland(withSiteAuth(EmailLanding));
