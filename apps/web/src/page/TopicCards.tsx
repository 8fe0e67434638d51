import { Link as RouterLink } from '@tanstack/react-router';
import type { TopicCard as TopicCardContent } from '@wh/content';
import { TopicCard, toneForCategory } from '@wh/ui';
import { imageUrl } from '../images';
import * as styles from './page.css';

/** The four topic cards of the home page, each in its topic's colour (gynaecology is grey). */
export function TopicCards({ cards, buttonLabel }: { cards: readonly TopicCardContent[]; buttonLabel: string }) {
  return (
    <ul className={styles.cardList}>
      {cards.map((card) => (
        <li key={card.id}>
          <TopicCard
            title={card.title}
            description={card.description}
            category={card.category}
            tone={toneForCategory(card.id)}
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
