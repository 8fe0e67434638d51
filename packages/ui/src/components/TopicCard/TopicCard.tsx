import type { ReactElement } from 'react';
import type { Tone } from '../../theme/tokens';
import { Badge, toneForCategory } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { HeadingLevel } from '../private/DisclosureSection';
import * as styles from './TopicCard.css';
import { anchor } from '../private/anchor';

/** The card's picture. Width and height reserve its space, so nothing shifts as it loads. */
export interface TopicCardImage {
  src: string;
  width: number;
  height: number;
  /** Describe the picture, or pass '' when it is purely decorative. */
  alt: string;
}

export interface TopicCardProps {
  title: string;
  description: string;
  /** Category named on the badge, e.g. "Pregnancy". */
  category: string;
  /** Badge colour; by default worked out from `category`. */
  tone?: Tone;
  image: TopicCardImage;
  /**
   * Key topics shown as small badges.
   * @default []
   */
  topics?: readonly string[];
  /** Where the action leads. */
  href: string;
  /**
   * The action's visible text. Default "Read Complete Guide".
   * @default Read Complete Guide
   */
  actionLabel?: string;
  /** Render the action through a router: `(href) => <RouterLink to={href} />`. */
  renderLink?: (href: string) => ReactElement;
  /**
   * Level of the title heading. Default 3.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /**
   * Load the image eagerly (for a card in the first screenful). Default lazy.
   * @default false
   */
  priority?: boolean;
}

/**
 * A topic summary: image, category badge, title, description, key topics and a link to the
 * topic page. The link's spoken name includes the title, so four "Read Complete Guide" links
 * remain distinguishable in a links list.
 *
 * @example
 * <TopicCard title="Pregnancy Guide" category="Pregnancy" href="/pregnancy"
 *   description="Week-by-week guidance."
 *   image={{ src: '/images/pregnancy.webp', width: 640, height: 360, alt: '' }}
 *   topics={['First Trimester', 'Nutrition']} />
 */
export function TopicCard({
  title,
  description,
  category,
  tone,
  image,
  topics = [],
  href,
  actionLabel = 'Read Complete Guide',
  renderLink = (to) => anchor(to),
  headingLevel = 3,
  priority = false,
}: TopicCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" flush tone={tone ?? toneForCategory(category)} className={styles.root}>
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={styles.image}
      />
      <div className={styles.body}>
        <div>
          <Badge tone={tone ?? toneForCategory(category)}>{category}</Badge>
        </div>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.description}>{description}</p>
        {topics.length > 0 ? (
          <ul className={styles.topics} aria-label={`Key topics in ${title}`}>
            {topics.map((topic) => (
              <li key={topic}>
                <Badge outline>{topic}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.action}>
          <Button render={renderLink(href)} fullWidth>
            {actionLabel} <VisuallyHidden>about {title}</VisuallyHidden>
          </Button>
        </div>
      </div>
    </Card>
  );
}
