import { defineIsland } from '../runtime/defineIsland';
import { HeaderMenu } from './Menu';

// The header's menus are Ariakit's: too much code to load for readers who never open them.
export default defineIsland(HeaderMenu, { start: 'interaction' });
