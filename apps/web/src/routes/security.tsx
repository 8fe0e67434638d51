import { createFileRoute } from '@tanstack/react-router';
import {
  privacyCommitments,
  securityBestPractices,
  securityInfrastructure,
  securityPage,
  securityStatusPanel,
} from '@wh/content';
import { Alert, Badge, Card, VisuallyHidden } from '@wh/ui';
import { pageHead } from '../seo';
import { ContentIcon } from '../lib/ContentIcon';
import * as styles from '../page/page.css';
import { PageHeader, PageSection } from '../page/PageParts';
import { SiteLink } from '../lib/SiteLink';

export const Route = createFileRoute('/security')({
  head: pageHead('/security'),
  staticData: { mode: 'reading' },
  component: SecurityPage,
});

function SecurityPage() {
  return (
    <>
      <PageHeader title={securityPage.title} lead={securityPage.intro} />

      <PageSection id="infrastructure" title="Security infrastructure">
        <ul className={styles.cardList}>
          {securityInfrastructure.map((card) => (
            <Card as="li" key={card.title} aria-labelledby={`security-${card.icon}`}>
              <h3 id={`security-${card.icon}`}>
                <ContentIcon name={card.icon} /> {card.title}
              </h3>
              <p>
                <Badge tone={card.pending ? 'other' : 'postpartum'}>
                  <VisuallyHidden>Status: </VisuallyHidden>
                  {card.status}
                </Badge>
              </p>
              <p>{card.text}</p>
              <ul>
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="privacy" title="Our privacy commitments">
        <ul className={styles.cardList}>
          {privacyCommitments.map((item) => (
            <Card as="li" key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="best-practices" title="How to keep yourself safe online">
        <ul className={styles.prose}>
          {securityBestPractices.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="status" title="Security status">
        <Alert variant="success" title={securityStatusPanel.title}>
          <p>{securityStatusPanel.text}</p>
        </Alert>
        <p>
          Want to see the checks for yourself? Open the{' '}
          <SiteLink href="/security-test">Security Testing Dashboard</SiteLink> and run them in your browser.
        </p>
      </PageSection>
    </>
  );
}
