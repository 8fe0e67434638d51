import { AuthStatus } from './AuthStatus';
import { defineIsland } from '../runtime/defineIsland';
import { withSiteAuth } from '../runtime/siteAuth';

// Sign In is a plain link; only a reader with a session needs this to run.
export default defineIsland(withSiteAuth(AuthStatus), { start: 'session' });
