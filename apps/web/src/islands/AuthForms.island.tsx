import { AuthForms } from '../routes/-components/AuthForms';
import { defineIsland } from './defineIsland';
import { withSiteAuth } from './siteAuth';

export default defineIsland(withSiteAuth(AuthForms));
