import { style } from '@vanilla-extract/css';

/** The wrapper adds no box of its own, so the widget lays out as if it were not there. */
export const region = style({ display: 'contents' });
