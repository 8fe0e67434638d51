import { groupWarningSigns, localize, pageAudience, symptomCheckerQuestion, urgencyLevels, type Audience, type WarningSignId } from '@wh/content';
import { CareCard, type HeadingLevel } from '@wh/ui';
import { Fragment } from 'react';
import { usePageContext } from '../pageContext';
import { localText } from '../lib/keepTogether';
import * as styles from './warningSigns.css';

/**
 * The anchor of a sign on a page: every sign a page shows has it (a page shows each sign once), so
 * `<page>#sign-<id>` opens a page at that sign.
 */
export const signAnchor = (id: WarningSignId) => `sign-${id}`;

/**
 * Warning signs from the registry as NHS-style care cards, most urgent first:
 * one card per level and action, with the level's heading words, what to
 * do in the reader's country, and the signs (phone numbers kept whole and
 * tappable). Pages pass ids only, so a sign says the same thing everywhere it
 * appears. The actions are worded for who the page is about (`about`, or
 * `pageAudience` of the page's path: after the birth on the postpartum pages).
 * Each sign has its anchor (`signAnchor`); `signAnchors` adds a link to itself, to share, and
 * `signNotes` a short note of the page's own under some signs (on /pregnancy, its trimesters).
 *
 * @example
 * <WarningSignCards signs={['reduced-movements', 'pregnancy-heavy-bleeding']} headingLevel={3} />
 */
export function WarningSignCards({
  signs,
  headingLevel = 3,
  about,
  signAnchors = false,
  signNotes = {},
  foldLowerLevels = false,
}: {
  signs: readonly WarningSignId[];
  headingLevel?: HeadingLevel;
  about?: Audience;
  signAnchors?: boolean;
  signNotes?: Partial<Record<WarningSignId, string>>;
  /**
   * Shows the cards that can wait a few hours (get help today, non-urgent) folded, each under its
   * level's heading and how many signs it holds, so the emergencies are not lost in a long page.
   * A native <details>: it works without JavaScript, and opening a sign's own address unfolds it.
   */
  foldLowerLevels?: boolean;
}) {
  const { country, path } = usePageContext();
  return (
    <div className={styles.careCards}>
      {groupWarningSigns(signs, country, about ?? pageAudience(path)).map((card) => {
        const shown = (
            <CareCard
              level={card.level}
              heading={urgencyLevels[card.level].heading}
              headingLevel={headingLevel}
            >
              <p>
                <strong>{localText(card.action, country)}</strong>
              </p>
              <ul>
                {card.signs.map((sign) => (
                  <li key={sign.id} id={signAnchor(sign.id)}>
                    {localText(sign.text, country)}
                    {signAnchors ? (
                      <>
                        {' '}
                        <a href={`#${signAnchor(sign.id)}`} className={styles.signLink}>
                          {symptomCheckerQuestion.signLink}
                        </a>
                      </>
                    ) : null}
                    {sign.note ? <span className={styles.signNote}>{localText(sign.note, country)}</span> : null}
                    {signNotes[sign.id] ? <span className={`${styles.signNote} ${styles.signPageNote}`}>{signNotes[sign.id]}</span> : null}
                  </li>
                ))}
              </ul>
            </CareCard>
        );
        const key = `${card.level}-${localize(card.action, country)}`;
        return foldLowerLevels && (card.level === 'same-day' || card.level === 'routine') ? (
          <details key={key} className={styles.foldedCard}>
            <summary className={styles.foldedCardSummary}>
              {urgencyLevels[card.level].heading} ({symptomCheckerQuestion.signCount(card.signs.length)})
            </summary>
            {shown}
          </details>
        ) : (
          <Fragment key={key}>{shown}</Fragment>
        );
      })}
    </div>
  );
}
