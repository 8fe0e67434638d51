import { whenToGetHelp } from '@wh/content';
import { createContext, useContext } from 'react';
import * as primitives from '../lib/primitives.css';

/**
 * Set by a page that shows all of its warning signs in one "When to get help" section: the id of
 * that section. Inside it, a part of the page that names signs (a `signs` block, a trimester card)
 * links there instead of repeating the care cards, so each sign shows once per page.
 */
export const SignsSectionContext = createContext<string | null>(null);

/** The section of this page that shows its signs, if it has one (see `SignsSectionContext`). */
export const useSignsSection = () => useContext(SignsSectionContext);

/**
 * A link to the page's "When to get help", where a part of the page would otherwise show signs.
 *
 * @example
 * <SignsSectionLink section="when-to-get-help" />
 */
export function SignsSectionLink({ section, text = whenToGetHelp.signsLink }: { section: string; text?: string }) {
  return (
    <p>
      <a href={`#${section}`} className={primitives.targetLink}>
        {text}
      </a>
    </p>
  );
}
