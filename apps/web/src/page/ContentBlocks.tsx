import { type Block, type Section } from '@wh/content';
import { flow, type HeadingLevel } from '@wh/ui';
import { useCountry } from '../country';
import { localText } from '../lib/keepTogether';
import { SignsSectionLink, useSignsSection } from './signsOnPage';
import { WarningSignCards } from './WarningSignCards';

/**
 * Renders content blocks for the reader's country: paragraphs, lists and
 * warning signs (as care cards whose headings sit at `headingLevel`, or, on a page that shows
 * all its signs in one "When to get help", as a link to it).
 *
 * @example
 * <ContentBlocks blocks={section.blocks} headingLevel={4} />
 */
export function ContentBlocks({
  blocks,
  headingLevel = 4,
  signsSection: givenSignsSection,
}: {
  blocks: readonly Block[];
  headingLevel?: HeadingLevel;
  /**
   * The page's "When to get help" that signs link to, where the context cannot reach: an island's
   * slots are rendered apart from the page, so its parent reads the context and passes it on.
   */
  signsSection?: string | null;
}) {
  const country = useCountry();
  const pageSignsSection = useSignsSection();
  const signsSection = givenSignsSection === undefined ? pageSignsSection : givenSignsSection;
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return <p key={index}>{localText(block.text, country)}</p>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{localText(item, country)}</li>
                ))}
              </ul>
            );
          case 'signs':
            return signsSection ? (
              <SignsSectionLink key={index} section={signsSection} />
            ) : (
              <WarningSignCards key={index} signs={block.signs} headingLevel={headingLevel} />
            );
        }
      })}
    </>
  );
}

/**
 * A titled content section with its anchor id.
 *
 * @example
 * <ContentSection section={page.sections[0]} />
 */
export function ContentSection({ section, level = 2 }: { section: Section; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className={flow}>
      <Heading id={`${section.id}-heading`}>{section.heading}</Heading>
      <ContentBlocks blocks={section.blocks} headingLevel={level === 2 ? 3 : 4} />
    </section>
  );
}
