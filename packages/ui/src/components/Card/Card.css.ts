import { recipe } from '@vanilla-extract/recipes';
import { toneNames, type Tone } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.raised,
    overflow: 'hidden',
  },
  variants: {
    tone: Object.fromEntries(
      toneNames.map((tone) => [tone, { borderBlockStart: `4px solid ${vars.tone[tone].accent}` }]),
    ) as Record<Tone, { borderBlockStart: string }>,
    flush: { true: { padding: 0, gap: 0 } },
  },
});
