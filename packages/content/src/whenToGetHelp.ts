/**
 * The words of a page's one "When to get help" section: every warning sign the
 * page names, once, most urgent first (the registry's care cards), with the
 * other parts of the page linking to it instead of repeating the cards. Topic
 * pages and guides share the section's anchor and heading, so a link to
 * `<page>#when-to-get-help` lands on it everywhere.
 */

export const whenToGetHelp = {
  /** The section's anchor on every page that has one. */
  id: 'when-to-get-help',
  title: 'When to get help',
  /** Said first in a topic page's section, before its care cards. */
  topicIntro: 'Every warning sign this page names, the ones that cannot wait first, each with what to do.',
  /** Where a part of a topic page names warning signs: a link to the section that shows them. */
  signsLink: 'Warning signs, and what to do: see When to get help',
} as const;
