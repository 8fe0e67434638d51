import { signIdsIn, symptomCheckerDisclaimer, symptomCheckerGroups, toolsPage } from '@wh/content';
import { Alert } from '@wh/ui';
import * as primitives from '../lib/primitives.css';
import { Sources } from './PageParts';
import { WarningSignCards } from './WarningSignCards';

/**
 * The symptom checker, built from the warning-sign registry: for pregnancy,
 * after the birth, the newborn baby and gynaecological health, the signs as
 * care cards, most urgent first, each saying what to do in the reader's
 * country (112, Lagos 767 and a hospital with a maternity unit in Nigeria; 999,
 * the maternity unit, NHS 111 or the GP in the UK). Then the sources of every
 * sign shown and who reviewed the list.
 *
 * @example
 * <SymptomChecker />
 */
export function SymptomChecker() {
  return (
    <div className={primitives.stack}>
      <Alert title="This is not a diagnosis">{symptomCheckerDisclaimer}</Alert>
      <p>In each group the most urgent signs come first. Each card says how soon to get help, and where.</p>
      {symptomCheckerGroups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`} className={primitives.fullWidth}>
          <h3 id={`${group.id}-heading`}>{group.title}</h3>
          <p>{group.intro}</p>
          <WarningSignCards signs={group.signs} headingLevel={4} />
        </section>
      ))}
      <Sources
        references={[]}
        signs={signIdsIn(symptomCheckerGroups)}
        review={toolsPage.review}
        headingLevel={3}
      />
    </div>
  );
}
