import { recipe } from '@vanilla-extract/recipes';
import { media, toneNames, type Tone } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    // Less padding on a phone, where every pixel of width is needed for the text.
    padding: vars.space.md,
    '@media': { [media.tablet]: { padding: vars.space.lg } },
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
    flush: { true: { padding: 0, gap: 0, '@media': { [media.tablet]: { padding: 0 } } } },
  },
});
