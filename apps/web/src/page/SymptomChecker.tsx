import { symptomCheckerDisclaimer, symptomCheckerGroups, symptomCheckerQuestion, toolsPage } from '@wh/content';
import { Alert } from '@wh/ui';
import { usePageContext } from '../pageContext';
import { PageReview } from './PageParts';
import * as styles from './symptomChecker.css';

/**
 * The symptom checker's first question, "Who is it about?", with its four answers as links, each
 * to a page of its own (`/tools/symptom-checker/pregnant`...) that shows only that reader's signs.
 * Plain links: the question works without JavaScript, and each answer has an address to share.
 * On an answer's page the answer is marked as the current one.
 *
 * @example
 * <SymptomCheckerQuestion headingLevel={3} />
 */
export function SymptomCheckerQuestion({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { path } = usePageContext();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <nav aria-labelledby="symptom-question-heading" className={styles.question}>
      <Heading id="symptom-question-heading">{symptomCheckerQuestion.heading}</Heading>
      <p>{symptomCheckerQuestion.intro}</p>
      <ul className={styles.answers}>
        {symptomCheckerGroups.map((group) => (
          <li key={group.id}>
            <a href={group.path} className={styles.answer} aria-current={group.path === path ? 'page' : undefined}>
              <span className={styles.choice}>{group.choice}</span> <span className={styles.hint}>{group.hint}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The symptom checker's tab on /tools: the disclaimer, the question, and who reviewed the tools.
 * The signs are on the answers' pages, so the tab is a screen long, not a wall of every card.
 *
 * @example
 * <SymptomChecker />
 */
export function SymptomChecker() {
  return (
    <div className={styles.stack}>
      <Alert title="This is not a diagnosis">{symptomCheckerDisclaimer}</Alert>
      <SymptomCheckerQuestion headingLevel={3} />
      {/* Who reviewed the tools page (its answers' pages list their signs' sources too). */}
      <PageReview review={toolsPage.review} />
    </div>
  );
}
