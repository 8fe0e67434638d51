import { createFileRoute } from '@tanstack/react-router';
import { pregnancy, whenToGetHelp, type Trimester, type WarningSignId } from '@wh/content';
import type { ReactNode } from 'react';
import { Badge, Card } from '@wh/ui';
import { useCountry } from '../country';
import { pageHead } from '../seo';
import { ContentSection } from '../page/ContentBlocks';
import * as styles from '../page/page.css';
import * as primitives from '../lib/primitives.css';
import { TopicPageLayout } from '../page/TopicPageLayout';
import { localText } from '../lib/keepTogether';
import { SiteLink } from '../lib/SiteLink';
import { trimesterWeeksHref } from '../page/weekByWeekAnchors';

export const Route = createFileRoute('/pregnancy')({
  head: pageHead('/pregnancy'),
  staticData: { mode: 'reading' },
  component: PregnancyPage,
});

function TrimesterCard({ trimester, number }: { trimester: Trimester; number: 1 | 2 | 3 }) {
  const country = useCountry();
  const words = pregnancy.trimesterCard;
  return (
    <Card as="li" tone="pregnancy" aria-labelledby={`${trimester.id}-title`}>
      <Badge tone="pregnancy">{trimester.weekRange}</Badge>
      <h3 id={`${trimester.id}-title`}>{trimester.title}</h3>
      <p>{trimester.description}</p>
      <p>
        <strong>{trimester.calorieNote}</strong>
      </p>
      <p>
        <SiteLink href={trimesterWeeksHref(number)} className={primitives.targetLink}>
          {words.weekByWeekLinks[number - 1]}
        </SiteLink>
      </p>
      {/* The danger signs show once, under When to get help, each marked with its trimesters. */}
      <p>
        <a href={`#${whenToGetHelp.id}`} className={primitives.targetLink}>
          {words.dangerSignsLinks[number - 1]}
        </a>
      </p>
      <details className={styles.details}>
        <summary className={styles.summary}>
          {words.moreAbout} {trimester.title.toLowerCase()}
        </summary>
        <h4>{words.keyDevelopment}</h4>
        <ul>
          {trimester.keyDevelopment.map((item, index) => (
            <li key={index}>{localText(item, country)}</li>
          ))}
        </ul>
        <h4>{words.symptoms}</h4>
        <ul>
          {trimester.symptoms.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h4>{words.howMuchToEat}</h4>
        <p>{trimester.howMuchToEat}</p>
      </details>
    </Card>
  );
}

function PregnancyPage() {
  const country = useCountry();
  const { trimesters, firstTrimesterArticle, supplements, exercise } = pregnancy;
  // The page's parts under the headings @wh/content gives, in its order (pregnancy.sections).
  const parts: Record<(typeof pregnancy.sections)[number]['id'], ReactNode> = {
    trimesters: (
      <ul className={styles.cardStack}>
        {trimesters.map((trimester, index) => (
          <TrimesterCard key={trimester.id} trimester={trimester} number={(index + 1) as 1 | 2 | 3} />
        ))}
      </ul>
    ),
    'first-trimester': (
      <div className={styles.prose}>
        {firstTrimesterArticle.sections.map((section) => (
          <ContentSection key={section.id} section={section} level={3} />
        ))}
      </div>
    ),
    supplements: (
      <>
        <p>{supplements.intro}</p>
        <ul className={styles.cardList}>
          {supplements.columns.map((column) => (
            <Card as="li" key={column.source}>
              <h3>{column.source}</h3>
              <ul>
                {column.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
        <p>{localText(supplements.note, country)}</p>
      </>
    ),
    exercise: (
      <>
        <p>{exercise.intro}</p>
        <h3>{exercise.recommendedHeading}</h3>
        <ul className={styles.cardList}>
          {exercise.recommended.map((group) => (
            <Card as="li" key={group.type} tone="postpartum">
              <h4>{group.type}</h4>
              <ul>
                {group.activities.map((activity) => (
                  <li key={activity}>{activity}</li>
                ))}
              </ul>
              <p>{group.benefits}</p>
            </Card>
          ))}
        </ul>
        <h3>{exercise.avoidHeading}</h3>
        <ul className={styles.cardList}>
          {exercise.avoid.map((group) => (
            <Card as="li" key={group.type} tone="other">
              <h4>{group.type}</h4>
              <ul>
                {group.activities.map((activity) => (
                  <li key={activity}>{activity}</li>
                ))}
              </ul>
              <p>{group.reason}</p>
            </Card>
          ))}
        </ul>
      </>
    ),
  };
  return (
    <TopicPageLayout
      page={pregnancy}
      sections={pregnancy.sections.map(({ id, title }) => ({ id, title, content: parts[id] }))}
      signNotes={trimesterNotes}
    />
  );
}

/**
 * Under When to get help, the note by each sign naming the trimesters whose cards list it: the
 * cards link there instead of repeating their danger signs. A sign of every trimester, or only of
 * the page's other lists, needs no note.
 */
const trimesterNotes: Partial<Record<WarningSignId, string>> = (() => {
  const notes: Partial<Record<WarningSignId, string>> = {};
  const ids = new Set(pregnancy.trimesters.flatMap((trimester) => trimester.signs));
  for (const id of ids) {
    const numbers = pregnancy.trimesters.flatMap((trimester, index) => ((trimester.signs as readonly WarningSignId[]).includes(id) ? [index + 1] : []));
    if (numbers.length < 3) notes[id] = pregnancy.trimesterCard.signTrimesters[numbers.join(',') as keyof typeof pregnancy.trimesterCard.signTrimesters];
  }
  return notes;
})();
