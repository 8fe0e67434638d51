import { createFileRoute } from '@tanstack/react-router';
import { gynaecology } from '@wh/content';
import { pageHead } from '../seo';
import { PageSection, WarningSigns } from './-components/PageParts';
import { ContentTimeline, TopicPageLayout } from './-components/TopicPageLayout';

export const Route = createFileRoute('/gynaecology')({
  head: pageHead('/gynaecology'),
  component: GynaecologyPage,
});

function GynaecologyPage() {
  return (
    <TopicPageLayout page={gynaecology}>
      <PageSection id="conditions" title="Common conditions">
        <ContentTimeline items={gynaecology.conditions} label="Common conditions" />
      </PageSection>
      <PageSection id="screening" title="Screening tests">
        <ContentTimeline items={gynaecology.screening} label="Screening tests" />
      </PageSection>
      <PageSection id="contraception" title="Contraception">
        <ContentTimeline items={gynaecology.contraception} label="Contraceptive options" />
      </PageSection>
      <PageSection id="menopause" title="Menopause">
        <ContentTimeline items={gynaecology.menopause} label="Menopause" />
      </PageSection>
      <PageSection id="when-to-get-help" title="When to get help">
        <WarningSigns group={gynaecology.warningSigns} />
      </PageSection>
    </TopicPageLayout>
  );
}
