import { createFileRoute } from '@tanstack/react-router';
import { localize, postpartum, routeMeta } from '@wh/content';
import { Timeline } from '@wh/ui';
import { useCountry } from '../country';
import { seo } from '../seo';
import { ContentIcon } from './-components/ContentIcon';
import * as styles from './-components/layout.css';
import { EmergencyNote, PageSection, WarningSigns } from './-components/PageParts';
import { ContentTimeline, TopicPageLayout } from './-components/TopicPageLayout';

export const Route = createFileRoute('/postpartum')({
  head: ({ match }) =>
    seo({ country: match.context.country, path: '/postpartum', ...routeMeta['/postpartum'] }),
  component: PostpartumPage,
});

function PostpartumPage() {
  const country = useCountry();
  const recovery = postpartum.recoveryPeriods.map((period) => ({
    id: period.id,
    title: period.title,
    icon: <ContentIcon name={period.icon} />,
    meta: period.meta,
    defaultOpen: period.defaultOpen,
    content: (
      <>
        <p>
          <strong>Key focus:</strong> {localize(period.keyFocus, country)}
        </p>
        <h4>Physical changes</h4>
        <ul>
          {period.physicalChanges.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      </>
    ),
  }));
  return (
    <TopicPageLayout page={postpartum}>
      <PageSection id="recovery" title="Your recovery timeline">
        <Timeline items={recovery} aria-label="Recovery timeline" />
      </PageSection>
      <PageSection id="mental-health" title="Your mental health">
        <ContentTimeline items={postpartum.mentalHealth} label="Mental health after birth" />
      </PageSection>
      <PageSection id="breastfeeding" title="Breastfeeding">
        <ContentTimeline items={postpartum.breastfeeding} label="Breastfeeding" />
      </PageSection>
      <PageSection id="newborn-care" title="Caring for your newborn">
        <ContentTimeline items={postpartum.newbornCare} label="Newborn care" />
      </PageSection>
      <div className={styles.section}>
        <WarningSigns group={postpartum.emergencyWarningSigns} headingLevel={2} />
        <EmergencyNote notice={postpartum.emergencyNote} />
      </div>
    </TopicPageLayout>
  );
}
