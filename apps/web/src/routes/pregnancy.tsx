import { createFileRoute } from '@tanstack/react-router';
import { localize, pregnancy, type Trimester } from '@wh/content';
import { Badge, Card } from '@wh/ui';
import { useCountry } from '../country';
import { CollapsibleIsland } from '../islands/Disclosures';
import { Island } from '../islands/Island';
import { pageHead } from '../seo';
import { ContentSection } from './-components/ContentBlocks';
import * as styles from './-components/layout.css';
import { PageSection, WarningSigns } from './-components/PageParts';
import { TopicPageLayout } from './-components/TopicPageLayout';
import { WarningSignCards } from './-components/WarningSignCards';

export const Route = createFileRoute('/pregnancy')({
  head: pageHead('/pregnancy'),
  component: PregnancyPage,
});

function TrimesterCard({ trimester }: { trimester: Trimester }) {
  const country = useCountry();
  return (
    <Card as="li" tone="pregnancy" aria-labelledby={`${trimester.id}-title`}>
      <Badge tone="pregnancy">{trimester.weekRange}</Badge>
      <h3 id={`${trimester.id}-title`}>{trimester.title}</h3>
      <p>{trimester.description}</p>
      <p>
        <strong>{trimester.calorieNote}</strong>
      </p>
      <Island
        name="Collapsible"
        component={CollapsibleIsland}
        props={{ title: `More about ${trimester.title.toLowerCase()}`, headingLevel: 4 }}
        slots={[
          <>
            <h5>Key development</h5>
            <ul>
              {trimester.keyDevelopment.map((item, index) => (
                <li key={index}>{localize(item, country)}</li>
              ))}
            </ul>
            <h5>Common symptoms</h5>
            <ul>
              {trimester.symptoms.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h5>How much to eat</h5>
            <p>{trimester.howMuchToEat}</p>
            <h5>Danger signs</h5>
            <WarningSignCards signs={trimester.signs} headingLevel={6} />
          </>,
        ]}
      />
    </Card>
  );
}

function PregnancyPage() {
  const country = useCountry();
  const { trimesters, firstTrimesterArticle, supplements, exercise, warningSigns } = pregnancy;
  return (
    <TopicPageLayout page={pregnancy}>
      <PageSection id="trimesters" title="Your pregnancy, trimester by trimester">
        <ul className={styles.cardList}>
          {trimesters.map((trimester) => (
            <TrimesterCard key={trimester.id} trimester={trimester} />
          ))}
        </ul>
      </PageSection>

      <PageSection id="first-trimester" title={firstTrimesterArticle.title}>
        <div className={styles.prose}>
          {firstTrimesterArticle.sections.map((section) => (
            <ContentSection key={section.id} section={section} level={3} />
          ))}
        </div>
      </PageSection>

      <PageSection id="supplements" title={supplements.heading}>
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
        <p>{localize(supplements.note, country)}</p>
      </PageSection>

      <PageSection id="exercise" title={exercise.heading}>
        <p>{exercise.intro}</p>
        <h3>Recommended</h3>
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
        <h3>Best avoided</h3>
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
      </PageSection>

      <PageSection id="warning-signs" title="Warning signs">
        <WarningSigns group={warningSigns.early} />
        <WarningSigns group={warningSigns.later} />
      </PageSection>
    </TopicPageLayout>
  );
}
