import { AccordionIsland } from './Disclosures';
import { defineIsland } from './defineIsland';

export default defineIsland(AccordionIsland);
