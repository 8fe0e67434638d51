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
  return (
    <TopicPageLayout
      page={fertility}
      sections={[
        {
          id: 'journey',
          title: 'Your fertility journey, step by step',
          content: <ContentTimeline items={fertility.timeline} label="Fertility journey" />,
        },
      ]}
    />
  );
}
