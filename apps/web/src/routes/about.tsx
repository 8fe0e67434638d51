import { createFileRoute } from '@tanstack/react-router';
import { about, author, authorProfileNotice } from '@wh/content';
import { Alert, Card } from '@wh/ui';
import { imageUrl } from '../images';
import { pageHead } from '../seo';
import { ContentIcon } from '../lib/ContentIcon';
import * as styles from '../page/page.css';
import * as primitives from '../lib/primitives.css';
import { PageHeader, PageSection } from '../page/PageParts';

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
          {authorProfileNotice ? <Alert title="Example profile">{authorProfileNotice}</Alert> : null}
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
        <p className={primitives.muted}>{about.sourcesNote}</p>
      </PageSection>
    </>
  );
}
