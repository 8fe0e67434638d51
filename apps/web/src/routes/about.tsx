import { createFileRoute } from '@tanstack/react-router';
import { about, author } from '@wh/content';
import { Badge, Card, StatCard } from '@wh/ui';
import { imageUrl } from '../images';
import { pageHead } from '../seo';
import { ContentIcon } from './-components/ContentIcon';
import * as styles from './-components/layout.css';
import { PageHeader, PageSection } from './-components/PageParts';

export const Route = createFileRoute('/about')({
  head: pageHead('/about'),
  staticData: { mode: 'reading' },
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <div className={styles.hero}>
        <PageHeader title={about.title} lead={about.intro}>
          <p>
            <strong>{author.name}</strong>, {author.credentials}
            <br />
            {author.role}
            <br />
            {author.registration}
          </p>
          {author.isExampleData ? (
            <p>
              <Badge tone="other">Example profile</Badge>{' '}
              <span className={styles.muted}>
                The doctor&apos;s details here are example data, to be replaced by the real author&apos;s before launch.
              </span>
            </p>
          ) : null}
        </PageHeader>
        <img
          className={styles.heroImage}
          src={imageUrl(author.photo)}
          width={author.photo.width}
          height={author.photo.height}
          alt={author.photo.alt}
        />
      </div>

      <PageSection id="qualifications" title={about.qualificationsTitle}>
        <ul>
          {author.qualifications.map((qualification) => (
            <li key={qualification}>{qualification}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="mission" title={about.mission.title}>
        <div className={styles.prose}>
          {about.mission.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="achievements" title={about.achievementsTitle}>
        <ul className={styles.cardList}>
          {author.achievements.map((achievement) => (
            <StatCard as="li" key={achievement.label} value={achievement.value} label={achievement.label} />
          ))}
        </ul>
      </PageSection>

      <PageSection id="principles" title="Our principles">
        <ul className={styles.cardList}>
          {about.principles.map((principle) => (
            <Card as="li" key={principle.title}>
              <h3>
                <ContentIcon name={principle.icon} /> {principle.title}
              </h3>
              <p>{principle.text}</p>
            </Card>
          ))}
        </ul>
        <p className={styles.muted}>{about.sourcesNote}</p>
      </PageSection>
    </>
  );
}
