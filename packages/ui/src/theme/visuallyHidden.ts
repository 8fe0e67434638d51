/**
 * The rules that hide content on screen but keep it for screen readers (the
 * GOV.UK pattern). One home for them: VisuallyHidden uses them, and so does any
 * style that hides something only visually, such as tab panel headings.
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
