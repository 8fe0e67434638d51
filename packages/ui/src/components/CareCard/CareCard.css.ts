import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { careLevels, media, type CareLevel } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

// The more urgent the level, the heavier its border: in forced-colours mode, where every colour
// becomes the same system colour, the border weight, the icon and the words still tell levels apart.
const borderWidth: Record<CareLevel, string> = {
  routine: '2px',
  'same-day': '3px',
  'act-now': '4px',
  immediate: '6px',
};

export const card = recipe({
  base: {
    borderRadius: vars.radius.md,
    borderStyle: 'solid',
    overflow: 'hidden',
    // A long word must wrap inside the card at 320px, never push it wider than the screen.
    minWidth: 0,
    overflowWrap: 'break-word',
  },
  variants: {
    level: Object.fromEntries(
      careLevels.map((level) => [
        level,
        {
          borderColor: vars.care[level].border,
          borderWidth: borderWidth[level],
          backgroundColor: vars.care[level].body,
          color: vars.care[level].onBody,
        },
      ]),
    ) as Record<CareLevel, object>,
  },
});

export const heading = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    // Keeps the band visible as a divider in forced-colours mode, where its background is dropped.
    borderBlockEnd: '1px solid transparent',
    '@media': {
      [media.forcedColors]: { borderBlockEndColor: 'CanvasText' },
    },
  },
  variants: {
    level: Object.fromEntries(
      careLevels.map((level) => [
        level,
        { backgroundColor: vars.care[level].heading, color: vars.care[level].onHeading },
      ]),
    ) as Record<CareLevel, object>,
  },
});

export const icon = style({ marginBlockStart: '0.0625em' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
});

// The card's own gap spaces its paragraphs and lists, so their default margins are dropped.
globalStyle(`${body} > ul, ${body} > p`, { margin: 0 });
globalStyle(`${body} > ul`, { paddingInlineStart: vars.space.lg });
