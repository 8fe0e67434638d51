import { defineIsland } from '../runtime/defineIsland';
import { AccordionIsland } from './Accordion';

export default defineIsland(AccordionIsland);
