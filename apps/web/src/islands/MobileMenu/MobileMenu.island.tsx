import { defineIsland } from '../runtime/defineIsland';
import { withSiteAuth } from '../runtime/siteAuth';
import { MobileMenu } from './MobileMenu';

// The drawer is Ariakit's dialog: too much code to load for readers who never open it.
export default defineIsland(withSiteAuth(MobileMenu), { start: 'interaction' });
