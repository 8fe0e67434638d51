import { createFileRoute, notFound } from '@tanstack/react-router';
import { symptomCheckerDisclaimer, symptomCheckerGroups, symptomCheckerQuestion, toolsPage } from '@wh/content';
import { Alert } from '@wh/ui';
import { pageSeo } from '../seo';
import { PageHeader, Sources } from '../page/PageParts';
import { SymptomCheckerQuestion } from '../page/SymptomChecker';
import { WarningSignCards } from '../page/WarningSignCards';
import * as styles from '../page/page.css';
import * as primitives from '../lib/primitives.css';

// One answer of the symptom checker's "Who is it about?": a reading page of its own, so the signs
// for a pregnant reader, a new mother, a baby or a reader who is not pregnant each have an address.
export const Route = createFileRoute('/tools/symptom-checker/$answer')({
  loader: ({ params }) => {
    const group = symptomCheckerGroups.find((candidate) => candidate.id === params.answer);
    if (!group) throw notFound();
    return { path: group.path };
  },
  head: ({ match, loaderData }) => (loaderData ? pageSeo(match.context.country, loaderData.path) : {}),
  staticData: { mode: 'reading' },
  component: SymptomCheckerAnswer,
});

function SymptomCheckerAnswer() {
  const { path } = Route.useLoaderData();
  const group = symptomCheckerGroups.find((candidate) => candidate.path === path)!;
  return (
    <div className={styles.page}>
      <PageHeader title={group.title} lead={group.intro}>
        <p>
          <a href="#symptom-question-heading" className={primitives.targetLink}>
            {symptomCheckerQuestion.changeAnswer}
          </a>
        </p>
      </PageHeader>
      <Alert title="This is not a diagnosis">{symptomCheckerDisclaimer}</Alert>
      {/* Each sign has its own address (#sign-<id>) to share; the actions are worded for this reader. */}
      <WarningSignCards signs={group.signs} headingLevel={2} about={group.about} signAnchors foldLowerLevels />
      <SymptomCheckerQuestion headingLevel={2} />
      <Sources references={[]} signs={group.signs} review={toolsPage.review} />
    </div>
  );
}
