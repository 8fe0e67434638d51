import { createFileRoute } from '@tanstack/react-router';
import { postpartum } from '@wh/content';
import { useCountry } from '../country';
import { pageHead } from '../seo';
import Timeline from '../islands/Timeline/Timeline.island';
import { Island } from '../islands/runtime/Island';
import { WarningSigns } from '../page/PageParts';
import { ContentTimeline, TopicPageLayout } from '../page/TopicPageLayout';
import { localText } from '../lib/keepTogether';

export const Route = createFileRoute('/postpartum')({
  head: pageHead('/postpartum'),
  staticData: { mode: 'reading' },
  component: PostpartumPage,
});

function PostpartumPage() {
  const country = useCountry();
  const periods = postpartum.recoveryPeriods;
  return (
    <TopicPageLayout
      page={postpartum}
      sections={[
        {
          id: 'recovery',
          title: 'Your recovery timeline',
          content: (
            <Island
              component={Timeline}
              props={{
                label: 'Recovery timeline',
                items: periods.map(({ id, title, icon, meta, defaultOpen }) => ({ id, title, icon, meta, defaultOpen })),
              }}
              slots={periods.map((period) => (
                <>
                  <p>
                    <strong>Key focus:</strong> {localText(period.keyFocus, country)}
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
          ),
        },
        {
          id: 'mental-health',
          title: 'Your mental health',
          content: <ContentTimeline items={postpartum.mentalHealth} label="Mental health after birth" />,
        },
        {
          id: 'breastfeeding',
          title: 'Breastfeeding',
          content: <ContentTimeline items={postpartum.breastfeeding} label="Breastfeeding" />,
        },
        {
          id: 'newborn-care',
          title: 'Caring for your newborn',
          content: <ContentTimeline items={postpartum.newbornCare} label="Newborn care" />,
        },
        {
          id: postpartum.emergencyWarningSigns.id,
          title: postpartum.emergencyWarningSigns.title,
          ownHeading: true,
          content: (
            <WarningSigns group={postpartum.emergencyWarningSigns} headingLevel={2} />
          ),
        },
      ]}
    />
  );
}
