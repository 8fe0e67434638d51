import { createFileRoute, notFound } from '@tanstack/react-router';
import { pregnancyWeekFor, pregnancyWeekRange, weekByWeekIndex, type PregnancyWeekLink } from '@wh/content';
import { Card } from '@wh/ui';
import { seo } from '../seo';
import * as primitives from '../lib/primitives.css';
import * as pageStyles from '../page/page.css';
import * as contentsStyles from '../page/OnThisPage.css';
import { OnThisPage } from '../page/OnThisPage';
import { PageHeader, pageTitleId, Sources } from '../page/PageParts';
import { SiteLink } from '../lib/SiteLink';
import { WarningSignCards } from '../page/WarningSignCards';
import { keepTogether } from '../lib/keepTogether';
import * as weekStyles from '../lib/weekByWeek.css';

export const Route = createFileRoute('/pregnancy_/week-by-week/$week')({
  // Any other /pregnancy/week-by-week/... (a week outside 4 to 42, "04", "twenty") is the 404 page.
  loader: ({ params, context }) => {
    const week = Number(params.week);
    if (!/^\d+$/.test(params.week) || week < pregnancyWeekRange.first || week > pregnancyWeekRange.last) throw notFound();
    return pregnancyWeekFor(context.country, week);
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? seo({ country: match.context.country, path: loaderData.path, title: loaderData.title, description: loaderData.description })
      : {},
  staticData: { mode: 'reading' },
  component: WeekPage,
});

const sections = {
  baby: 'Your baby',
  body: 'Your body',
  toDo: 'What to do this week',
  care: 'Your antenatal care this week',
  signs: 'Warning signs to know',
} as const;

function WeekPage() {
  const page = Route.useLoaderData();
  const entries = (Object.keys(sections) as (keyof typeof sections)[])
    .filter((id) => id !== 'care' || page.antenatal.length > 0)
    .map((id) => ({ id, title: sections[id] }));
  return (
    <article aria-labelledby={pageTitleId} className={pageStyles.page}>
      <p>
        <SiteLink href={weekByWeekIndex.path} className={pageStyles.parentLink}>
          {weekByWeekIndex.title}
        </SiteLink>
      </p>
      <PageHeader title={page.title} lead={`${page.headline}. You are in your ${page.trimesterName}.`} />
      <WeekLinks previous={page.previous} next={page.next} place="top" />
      <div className={contentsStyles.withContents}>
        <OnThisPage entries={entries} />
        <div className={`${contentsStyles.contentsText} ${pageStyles.prose}`}>
          <section id="baby" aria-labelledby="baby-heading" className={primitives.section}>
            <h2 id="baby-heading">{sections.baby}</h2>
            {page.baby.map((text) => (
              <p key={text}>{keepTogether(text)}</p>
            ))}
            <p className={primitives.muted}>{page.sizesNote}</p>
          </section>
          <section id="body" aria-labelledby="body-heading" className={primitives.section}>
            <h2 id="body-heading">{sections.body}</h2>
            <ul>
              {page.body.map((text) => (
                <li key={text}>{keepTogether(text)}</li>
              ))}
            </ul>
          </section>
          <section id="toDo" aria-labelledby="toDo-heading" className={primitives.section}>
            <h2 id="toDo-heading">{sections.toDo}</h2>
            <ul>
              {page.toDo.map((text) => (
                <li key={text}>{keepTogether(text)}</li>
              ))}
            </ul>
          </section>
          {page.antenatal.length > 0 ? (
            <section id="care" aria-labelledby="care-heading" className={primitives.section}>
              <h2 id="care-heading">{sections.care}</h2>
              <ul className={pageStyles.cardStack}>
                {page.antenatal.map((item) => (
                  <Card as="li" key={item.id} tone="pregnancy" aria-labelledby={`${item.id}-title`}>
                    <h3 id={`${item.id}-title`}>{item.title}</h3>
                    <p className={primitives.muted}>{keepTogether(item.when)}</p>
                    {item.whatHappens.map((text) => (
                      <p key={text}>{keepTogether(text)}</p>
                    ))}
                  </Card>
                ))}
              </ul>
              <p>{keepTogether(page.atEveryCheckUp)}</p>
            </section>
          ) : null}
          <section id="signs" aria-labelledby="signs-heading" className={primitives.section}>
            <h2 id="signs-heading">{sections.signs}</h2>
            <WarningSignCards signs={page.signs} headingLevel={3} />
          </section>
          <Sources references={page.references} signs={page.signs} review={page.review} />
        </div>
      </div>
      <WeekLinks previous={page.previous} next={page.next} place="bottom" />
    </article>
  );
}

/** The previous and next weeks: each a whole target, with the week's headline. */
function WeekLinks({ previous, next, place }: { previous?: PregnancyWeekLink; next?: PregnancyWeekLink; place: 'top' | 'bottom' }) {
  return (
    <nav aria-label={place === 'top' ? 'Other weeks' : 'Other weeks (end of page)'} className={weekStyles.weekLinks}>
      {previous ? (
        <SiteLink href={previous.path} className={weekStyles.weekLink}>
          <span aria-hidden="true">←</span> Previous: {previous.title}
        </SiteLink>
      ) : null}
      {next ? (
        <SiteLink href={next.path} className={`${weekStyles.weekLink} ${weekStyles.nextLink}`}>
          Next: {next.title} <span aria-hidden="true">→</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
