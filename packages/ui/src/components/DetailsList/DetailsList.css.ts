// Ruled as Accordion is (a line above the first item and below each), from the one definition.
export { item, root } from '../Accordion/Accordion.css';
