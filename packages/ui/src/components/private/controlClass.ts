import { control } from './Field.css';

/** The shared look of inputs and selects. */
export const controlClass = control;
