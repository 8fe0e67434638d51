import { createFileRoute } from '@tanstack/react-router';
import { localize, postpartum } from '@wh/content';
import { useCountry } from '../country';
import { pageHead } from '../seo';
import { TimelineIsland } from '../islands/Disclosures';
import { Island } from '../islands/Island';
import { PageSection, WarningSigns } from './-components/PageParts';
import { ContentTimeline, TopicPageLayout } from './-components/TopicPageLayout';

export const Route = createFileRoute('/postpartum')({
  head: pageHead('/postpartum'),
  component: PostpartumPage,
});

function PostpartumPage() {
  const country = useCountry();
  const periods = postpartum.recoveryPeriods;
  return (
    <TopicPageLayout page={postpartum}>
      <PageSection id="recovery" title="Your recovery timeline">
        <Island
          name="Timeline"
          component={TimelineIsland}
          props={{
            label: 'Recovery timeline',
            items: periods.map(({ id, title, icon, meta, defaultOpen }) => ({ id, title, icon, meta, defaultOpen })),
          }}
          slots={periods.map((period) => (
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
          ))}
        />
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
      <WarningSigns group={postpartum.emergencyWarningSigns} headingLevel={2} />
    </TopicPageLayout>
  );
}
