import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from './tokens';
import { vars } from './vars.css';

const spaceVars = vars.space;

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: spaceVars,
    paddingBlock: spaceVars,
    paddingInline: spaceVars,
  },
});

/**
 * Atomic layout classes (display, flex, gap, padding) with mobile/tablet/desktop conditions.
 * The layout primitives use it; apps may too, for one-off spacing.
 *
 * @example
 * <div className={sprinkles({ display: 'flex', gap: { mobile: 'sm', desktop: 'lg' } })} />
 */
export const sprinkles = createSprinkles(responsive);

/** The arguments `sprinkles()` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
