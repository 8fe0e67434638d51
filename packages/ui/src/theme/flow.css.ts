import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * The vertical rhythm of running text, on the spacing scale: a line of space between blocks, more
 * above a heading than below it, so each heading sits with the text it introduces. It spaces only
 * the element's own children, so grids and flex rows inside keep their own gaps.
 *
 * @example
 * <section className={flow}><h2>Nutrition</h2><p>…</p><ul>…</ul></section>
 */
export const flow = style({});

globalStyle(`${flow} > * + *`, { marginBlockStart: vars.space.md });
globalStyle(`${flow} > * + :is(h2, h3)`, { marginBlockStart: vars.space.xl });
globalStyle(`${flow} > * + :is(h4, h5, h6)`, { marginBlockStart: vars.space.lg });
globalStyle(`${flow} > :is(h1, h2, h3, h4, h5, h6) + *`, { marginBlockStart: vars.space.sm });
