import { AuthStatus } from '../routes/-components/AuthStatus';
import { defineIsland } from './defineIsland';
import { withSiteAuth } from './siteAuth';

// Sign In is a plain link; only a reader with a session needs this to run.
export default defineIsland(withSiteAuth(AuthStatus), { start: 'session' });
