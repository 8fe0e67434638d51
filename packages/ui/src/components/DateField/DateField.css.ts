import { style } from '@vanilla-extract/css';

// Narrow enough to read as a date, wide enough for every browser's date picker.
export const root = style({ maxWidth: '14rem' });
