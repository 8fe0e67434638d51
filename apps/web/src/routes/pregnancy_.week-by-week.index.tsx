import { createFileRoute } from '@tanstack/react-router';
import { localize, weekByWeekIndex } from '@wh/content';
import { useCountry } from '../country';
import { seo } from '../seo';
import * as styles from '../page/page.css';
import * as primitives from '../lib/primitives.css';
import { PageHeader, pageTitleId, PageSection, Sources } from '../page/PageParts';
import { SiteLink } from '../lib/SiteLink';
import * as weekStyles from '../lib/weekByWeek.css';
import { trimesterSectionId } from '../page/weekByWeekAnchors';

export const Route = createFileRoute('/pregnancy_/week-by-week/')({
  head: ({ match }) =>
    seo({ country: match.context.country, path: weekByWeekIndex.path, title: weekByWeekIndex.title, description: weekByWeekIndex.description }),
  staticData: { mode: 'reading' },
  component: WeekByWeekIndexPage,
});

function WeekByWeekIndexPage() {
  const country = useCountry();
  return (
    <article aria-labelledby={pageTitleId} className={styles.page}>
      <p>
        <SiteLink href="/pregnancy" className={styles.parentLink}>
          Pregnancy
        </SiteLink>
      </p>
      <PageHeader title={weekByWeekIndex.title} lead={weekByWeekIndex.description} />
      <div className={styles.prose}>
        {weekByWeekIndex.intro.map((text) => (
          <p key={localize(text, country)}>{localize(text, country)}</p>
        ))}
        <p className={primitives.muted}>{localize(weekByWeekIndex.sizesNote, country)}</p>
      </div>
      {weekByWeekIndex.trimesters.map(({ trimester, heading, note, weeks }) => (
        <PageSection key={trimester} id={trimesterSectionId(trimester)} title={heading}>
          {note ? <p className={styles.prose}>{note}</p> : null}
          <ul className={weekStyles.weekGrid}>
            {weeks.map((week) => (
              <li key={week.week}>
                <SiteLink href={week.path} className={weekStyles.weekCard}>
                  <strong>{week.title}</strong>
                  <span>{week.headline}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
      <Sources references={weekByWeekIndex.references} review={weekByWeekIndex.review} />
    </article>
  );
}
