import { createFileRoute } from '@tanstack/react-router';
import { gynaecology } from '@wh/content';
import { pageHead } from '../seo';
import { ContentTimeline, TopicPageLayout } from '../page/TopicPageLayout';

export const Route = createFileRoute('/gynaecology')({
  head: pageHead('/gynaecology'),
  staticData: { mode: 'reading' },
  component: GynaecologyPage,
});

/** The timelines of the page, by the id of the section @wh/content puts each under. */
const timelines = {
  conditions: gynaecology.conditions,
  screening: gynaecology.screening,
  contraception: gynaecology.contraception,
  menopause: gynaecology.menopause,
};

function GynaecologyPage() {
  // The headings and their order are @wh/content's (gynaecology.sections); the layout adds When to get help.
  return (
    <TopicPageLayout
      page={gynaecology}
      sections={gynaecology.sections.map(({ id, title, label }) => ({
        id,
        title,
        content: <ContentTimeline items={timelines[id]} label={label ?? title} />,
      }))}
    />
  );
}
