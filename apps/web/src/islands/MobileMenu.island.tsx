import { MobileMenu } from '../routes/-components/headerWidgets';
import { defineIsland } from './defineIsland';
import { withSiteAuth } from './siteAuth';

// The drawer is Ariakit's dialog: too much code to load for readers who never open it.
export default defineIsland(withSiteAuth(MobileMenu), { start: 'interaction' });
