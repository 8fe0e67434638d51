import { HeaderMegaMenu } from '../routes/-components/headerWidgets';
import { defineIsland } from './defineIsland';

// The header's menus are Ariakit's: too much code to load for readers who never open them.
export default defineIsland(HeaderMegaMenu, { start: 'interaction' });
