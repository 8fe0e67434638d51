import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.target,
  padding: `0 ${vars.space.sm}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const chevron = style({
  transition: `transform ${vars.duration.fast} ease`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const menu = style({
  zIndex: 700,
  minWidth: '14rem',
  maxHeight: 'var(--popover-available-height, 80vh)',
  overflowY: 'auto',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const item = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-active-item], &:hover': { backgroundColor: vars.color.surfaceMuted, textDecoration: 'underline' },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, color: vars.color.text },
    // Ariakit moves real focus to items, so the shared ring shows; this also marks the active one.
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
