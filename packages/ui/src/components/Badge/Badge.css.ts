import { styleVariants, style } from '@vanilla-extract/css';
import { toneNames, type Tone } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0.125rem ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  // Visible as an outline in forced-colours mode, where the background disappears.
  border: '1px solid transparent',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // As wide as its text, even as an item of a column that stretches its items (a card).
  width: 'fit-content',
  maxWidth: '100%',
});

export const tone = styleVariants(
  Object.fromEntries(
    toneNames.map((name) => [name, { color: vars.tone[name].text, backgroundColor: vars.tone[name].background }]),
  ) as Record<Tone, { color: string; backgroundColor: string }>,
);

export const outline = style({ backgroundColor: 'transparent', borderColor: vars.color.borderStrong, color: vars.color.text });
