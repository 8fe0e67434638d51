import { Link as RouterLink } from '@tanstack/react-router';
import type { Tone as ContentTone, TopicCard } from '@wh/content';
import { Badge, Button, Card, type Tone } from '@wh/ui';
import { imageUrl } from '../../images';
import * as styles from './layout.css';

/** Content names colours; the design system names the category they stand for. */
const toneOf: Record<ContentTone, Tone> = { blue: 'pregnancy', pink: 'fertility', green: 'postpartum', grey: 'other' };

/** The four topic cards of the home page. */
export function TopicCards({ cards, buttonLabel }: { cards: readonly TopicCard[]; buttonLabel: string }) {
  return (
    <ul className={styles.cardList}>
      {cards.map((card) => (
        <Card as="li" key={card.id} tone={toneOf[card.color]}>
          <img src={imageUrl(card.image)} width={card.image.width} height={card.image.height} alt={card.image.alt} loading="lazy" className={styles.heroImage} />
          <Badge tone={toneOf[card.color]}>{card.category}</Badge>
          <h3>{card.title}</h3>
          <p>{card.description}</p>
          <ul className={styles.inlineList} aria-label={`Key topics in ${card.title}`}>
            {card.topics.map((topic) => (
              <li key={topic}>
                <Badge tone={toneOf[card.color]} outline>
                  {topic}
                </Badge>
              </li>
            ))}
          </ul>
          <Button render={<RouterLink to={card.link as '/'} />} aria-label={`${buttonLabel}: ${card.title}`}>
            {buttonLabel}
          </Button>
        </Card>
      ))}
    </ul>
  );
}
