import { createFileRoute } from '@tanstack/react-router';
import { postpartum } from '@wh/content';
import { useCountry } from '../country';
import { pageHead } from '../seo';
import Timeline from '../islands/Timeline/Timeline.island';
import { Island } from '../islands/runtime/Island';
import { ContentTimeline, TopicPageLayout } from '../page/TopicPageLayout';
import { localText } from '../lib/keepTogether';

export const Route = createFileRoute('/postpartum')({
  head: pageHead('/postpartum'),
  staticData: { mode: 'reading' },
  component: PostpartumPage,
});

/** The timelines of the page, by the id of the section @wh/content puts each under. */
const timelines = {
  'mental-health': postpartum.mentalHealth,
  breastfeeding: postpartum.breastfeeding,
  'newborn-care': postpartum.newbornCare,
};

function PostpartumPage() {
  const country = useCountry();
  const periods = postpartum.recoveryPeriods;
  const labels = postpartum.recoveryPeriodLabels;
  // The headings and their order are @wh/content's (postpartum.sections); the layout adds When to get help.
  return (
    <TopicPageLayout
      page={postpartum}
      sections={postpartum.sections.map(({ id, title, label }) => ({
          id,
          title,
          content:
            id === 'recovery' ? (
              <Island
                component={Timeline}
                props={{
                  label: label ?? title,
                  items: periods.map(({ id, title, icon, meta, defaultOpen }) => ({ id, title, icon, meta, defaultOpen })),
                }}
                slots={periods.map((period) => (
                  <>
                    <p>
                      <strong>{labels.keyFocus}</strong> {localText(period.keyFocus, country)}
                    </p>
                    <h4>{labels.physicalChanges}</h4>
                    <ul>
                      {period.physicalChanges.map((change) => (
                        <li key={change}>{change}</li>
                      ))}
                    </ul>
                  </>
                ))}
              />
            ) : (
              <ContentTimeline items={timelines[id]} label={label ?? title} />
            ),
        }))}
    />
  );
}
