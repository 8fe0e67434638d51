import { defineIsland } from '../runtime/defineIsland';
import { HeaderMegaMenu } from './MegaMenu';

// The header's menus are Ariakit's: too much code to load for readers who never open them.
export default defineIsland(HeaderMegaMenu, { start: 'interaction' });
