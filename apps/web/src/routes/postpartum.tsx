import { createFileRoute } from '@tanstack/react-router';
import { postpartum } from '@wh/content';
import { useCountry } from '../country';
import { pageHead } from '../seo';
import { Timeline } from '@wh/ui';
import { ContentIcon } from '../lib/ContentIcon';
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
              <Timeline
                aria-label={label ?? title}
                items={periods.map((period) => ({
                  id: period.id,
                  title: period.title,
                  icon: period.icon ? <ContentIcon name={period.icon} /> : undefined,
                  meta: period.meta,
                  defaultOpen: period.defaultOpen,
                  content: (
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
                  ),
                }))}
              />
            ) : (
              <ContentTimeline items={timelines[id]} label={label ?? title} />
            ),
        }))}
    />
  );
}
