import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  getWarningSign,
  signsByPregnancyStage,
  symptomCheckerDisclaimer,
  symptomCheckerGroups,
  symptomCheckerQuestion,
  symptomCheckerStages,
  toolsPage,
  type SymptomCheckerGroup,
} from '@wh/content';
import { Alert } from '@wh/ui';
import { pageSeo } from '../seo';
import { PageHeader, Sources } from '../page/PageParts';
import { SymptomCheckerQuestion } from '../page/SymptomChecker';
import { WarningSignCards } from '../page/WarningSignCards';
import * as styles from '../page/page.css';
import * as primitives from '../lib/primitives.css';
import * as signStyles from '../page/warningSigns.css';

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
      {group.about === 'pregnancy' ? (
        <SignsByStage group={group} />
      ) : (
        <WarningSignCards signs={group.signs} headingLevel={2} about={group.about} signAnchors foldLowerLevels />
      )}
      <SymptomCheckerQuestion headingLevel={2} />
      <Sources references={[]} signs={group.signs} review={toolsPage.review} foldedSummary={symptomCheckerQuestion.sourcesSummary} />
    </div>
  );
}

/**
 * The pregnant answer, short on a phone: the emergencies open, then the other signs by stage of
 * pregnancy, each stage folded (a native <details>: it works without JavaScript, and opening a
 * sign's own address unfolds its stage), most urgent first within it.
 */
function SignsByStage({ group }: { group: SymptomCheckerGroup }) {
  const immediate = group.signs.filter((id) => getWarningSign(id).level === 'immediate');
  const others = group.signs.filter((id) => !immediate.includes(id));
  return (
    <>
      <WarningSignCards signs={immediate} headingLevel={2} about={group.about} signAnchors />
      <section aria-labelledby="stages-heading" className={primitives.section}>
        <h2 id="stages-heading">{symptomCheckerStages.heading}</h2>
        <p>{symptomCheckerStages.intro}</p>
        {signsByPregnancyStage(others).map((stage) => (
          <details key={stage.id} id={stage.id} className={signStyles.foldedCard}>
            <summary className={signStyles.foldedCardSummary}>
              {stage.title} ({symptomCheckerQuestion.signCount(stage.signs.length)})
            </summary>
            <WarningSignCards signs={stage.signs} headingLevel={3} about={group.about} signAnchors />
          </details>
        ))}
      </section>
    </>
  );
}
