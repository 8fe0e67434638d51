import { type Block, type Section } from '@wh/content';
import { Alert, flow } from '@wh/ui';
import { useCountry } from '../../country';
import { localText } from './keepTogether';

/**
 * Renders content blocks for the reader's country: paragraphs, lists and
 * callouts (an emergency callout is announced as an alert).
 *
 * @example
 * <ContentBlocks blocks={section.blocks} />
 */
export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
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
          case 'callout':
            return (
              <Alert
                key={index}
                variant={block.tone === 'emergency' ? 'destructive' : 'default'}
                title={block.title}
              >
                {localText(block.text, country)}
              </Alert>
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
      <ContentBlocks blocks={section.blocks} />
    </section>
  );
}
