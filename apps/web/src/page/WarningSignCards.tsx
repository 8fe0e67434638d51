import { groupWarningSigns, localize, urgencyLevels, type WarningSignId } from '@wh/content';
import { CareCard, type HeadingLevel } from '@wh/ui';
import { useCountry } from '../country';
import { localText } from '../lib/keepTogether';
import * as styles from './warningSigns.css';

/**
 * Warning signs from the registry as NHS-style care cards, most urgent first:
 * one card per level and action, with the level's heading words, what to
 * do in the reader's country, and the signs (phone numbers kept whole). Pages
 * pass ids only, so a sign says the same thing everywhere it appears.
 *
 * @example
 * <WarningSignCards signs={['reduced-movements', 'pregnancy-heavy-bleeding']} headingLevel={3} />
 */
export function WarningSignCards({ signs, headingLevel = 3 }: { signs: readonly WarningSignId[]; headingLevel?: HeadingLevel }) {
  const country = useCountry();
  return (
    <div className={styles.careCards}>
      {groupWarningSigns(signs, country).map((card) => (
        <CareCard
          key={`${card.level}-${localize(card.action, country)}`}
          level={card.level}
          heading={urgencyLevels[card.level].heading}
          headingLevel={headingLevel}
        >
          <p>
            <strong>{localText(card.action, country)}</strong>
          </p>
          <ul>
            {card.signs.map((sign) => (
              <li key={sign.id}>
                {localText(sign.text, country)}
                {sign.note ? <span className={styles.signNote}>{localText(sign.note, country)}</span> : null}
              </li>
            ))}
          </ul>
        </CareCard>
      ))}
    </div>
  );
}
