import { createFileRoute } from '@tanstack/react-router';
import { gynaecology } from '@wh/content';
import { pageHead } from '../seo';
import { WarningSigns } from './-components/PageParts';
import { ContentTimeline, TopicPageLayout } from './-components/TopicPageLayout';

export const Route = createFileRoute('/gynaecology')({
  head: pageHead('/gynaecology'),
  staticData: { mode: 'reading' },
  component: GynaecologyPage,
});

function GynaecologyPage() {
  return (
    <TopicPageLayout
      page={gynaecology}
      sections={[
        {
          id: 'conditions',
          title: 'Common conditions',
          content: <ContentTimeline items={gynaecology.conditions} label="Common conditions" />,
        },
        {
          id: 'screening',
          title: 'Screening tests',
          content: <ContentTimeline items={gynaecology.screening} label="Screening tests" />,
        },
        {
          id: 'contraception',
          title: 'Contraception',
          content: <ContentTimeline items={gynaecology.contraception} label="Contraceptive options" />,
        },
        { id: 'menopause', title: 'Menopause', content: <ContentTimeline items={gynaecology.menopause} label="Menopause" /> },
        {
          id: 'when-to-get-help',
          title: 'When to get help',
          content: <WarningSigns group={gynaecology.warningSigns} />,
        },
      ]}
    />
  );
}
