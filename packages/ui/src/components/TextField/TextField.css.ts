import { style } from '@vanilla-extract/css';

// Text fields use the shared control style; this class only lets apps target them.
export const root = style({});
