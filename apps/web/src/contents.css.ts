import { globalStyle, style } from '@vanilla-extract/css';

/** A wrapper that adds no box of its own, so what it wraps lays out as if it were not there. */
export const contents = style({ display: 'contents' });

// Such a wrapper has no box, so the space the page's rhythm gives it (the margin after a heading,
// say) would be lost: its first child takes it instead, unless that child has spacing of its own.
globalStyle(`:where(${contents}) > :where(:first-child)`, { marginBlockStart: 'inherit' });
