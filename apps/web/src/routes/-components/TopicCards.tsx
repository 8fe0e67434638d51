import { Link as RouterLink } from '@tanstack/react-router';
import type { Tone as ContentTone, TopicCard as TopicCardContent } from '@wh/content';
import { TopicCard, type Tone } from '@wh/ui';
import { imageUrl } from '../../images';
import * as styles from './layout.css';

/** Content names colours; the design system names the category they stand for. */
export const toneOf: Record<ContentTone, Tone> = { blue: 'pregnancy', pink: 'fertility', green: 'postpartum', grey: 'other' };

/** The four topic cards of the home page. */
export function TopicCards({ cards, buttonLabel }: { cards: readonly TopicCardContent[]; buttonLabel: string }) {
  return (
    <ul className={styles.cardList}>
      {cards.map((card) => (
        <li key={card.id}>
          <TopicCard
            title={card.title}
            description={card.description}
            category={card.category}
            tone={toneOf[card.color]}
            image={{ ...card.image, src: imageUrl(card.image) }}
            topics={card.topics}
            href={card.link}
            actionLabel={buttonLabel}
            renderLink={(href) => <RouterLink to={href as '/'} />}
          />
        </li>
      ))}
    </ul>
  );
}
