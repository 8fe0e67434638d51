import { AuthForms } from './AuthForms';
import { defineIsland } from '../runtime/defineIsland';
import { withSiteAuth } from '../runtime/siteAuth';

export default defineIsland(withSiteAuth(AuthForms));
