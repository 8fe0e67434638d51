import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wh/ui';

/** Attack strings and outputs on the security test page: long and unbreakable, so they wrap anywhere. */
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  background: vars.color.surfaceMuted,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
});

/** One self-test case: verdict badge, name, then details. */
export const caseList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

globalStyle(`${caseList} > li`, {
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The big PASS / FAIL figure. */
export const bigStatus = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});
