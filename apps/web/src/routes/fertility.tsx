import { createFileRoute } from '@tanstack/react-router';
import { fertility } from '@wh/content';
import { pageHead } from '../seo';
import { ContentTimeline, TopicPageLayout } from '../page/TopicPageLayout';

export const Route = createFileRoute('/fertility')({
  head: pageHead('/fertility'),
  staticData: { mode: 'reading' },
  component: FertilityPage,
});

function FertilityPage() {
  // The headings are @wh/content's (fertility.sections).
  return (
    <TopicPageLayout
      page={fertility}
      sections={fertility.sections.map(({ id, title, label }) => ({
        id,
        title,
        content: <ContentTimeline items={fertility.timeline} label={label ?? title} />,
      }))}
    />
  );
}
