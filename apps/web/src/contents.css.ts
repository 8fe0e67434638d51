import { style } from '@vanilla-extract/css';

/** A wrapper that adds no box of its own, so what it wraps lays out as if it were not there. */
export const contents = style({ display: 'contents' });
