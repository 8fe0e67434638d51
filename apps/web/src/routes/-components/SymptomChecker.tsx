import { localize, symptomCheckerDisclaimer, symptomGuides, urgencyLabels, type Urgency } from '@wh/content';
import { Alert, Badge, Card } from '@wh/ui';
import { useCountry } from '../../country';
import * as page from './interactive.css';
import * as styles from './layout.css';

const labelFor = Object.fromEntries(urgencyLabels.map((item) => [item.urgency, item.label])) as Record<Urgency, string>;

/**
 * Static guidance: which symptoms need help now, today or at a routine appointment, with advice
 * for the reader's country (112 and the nearest hospital in Nigeria; 999, NHS 111 or the GP in the UK).
 *
 * @example
 * <SymptomChecker />
 */
export function SymptomChecker() {
  const country = useCountry();
  return (
    <div className={page.stack}>
      <Alert title="This is not a diagnosis">{localize(symptomCheckerDisclaimer, country)}</Alert>
      <p>Each symptom is marked with how soon to get help:</p>
      <ul className={styles.inlineList}>
        {urgencyLabels.map((item) => (
          <li key={item.urgency}>
            <Badge tone="other">{item.label}</Badge>
          </li>
        ))}
      </ul>
      {symptomGuides.map((guide) => (
        <section key={guide.id} aria-labelledby={`${guide.id}-heading`} className={page.fullWidth}>
          <h3 id={`${guide.id}-heading`}>{guide.title}</h3>
          <p>{guide.intro}</p>
          <ul className={styles.cardList}>
            {guide.items.map((item) => (
              <Card as="li" key={item.symptom}>
                <p>
                  <Badge tone="other">{labelFor[item.urgency]}</Badge>
                </p>
                <p>
                  <strong>{item.symptom}</strong>
                </p>
                <p>{localize(item.advice, country)}</p>
              </Card>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
