import { type Block, type Section } from '@wh/content';
import { flow, type HeadingLevel } from '@wh/ui';
import { useCountry } from '../country';
import { localText } from '../lib/keepTogether';
import { WarningSignCards } from './WarningSignCards';

/**
 * Renders content blocks for the reader's country: paragraphs, lists and
 * warning signs (as care cards whose headings sit at `headingLevel`).
 *
 * @example
 * <ContentBlocks blocks={section.blocks} headingLevel={4} />
 */
export function ContentBlocks({ blocks, headingLevel = 4 }: { blocks: readonly Block[]; headingLevel?: HeadingLevel }) {
  const country = useCountry();
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
            return <WarningSignCards key={index} signs={block.signs} headingLevel={headingLevel} />;
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
