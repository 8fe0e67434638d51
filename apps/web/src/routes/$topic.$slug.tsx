import { createFileRoute, notFound } from '@tanstack/react-router';
import { getWarningSign, healthTopics, loadArticle, localize, signIdsIn, whenToGetHelp, type Article, type WarningSignId } from '@wh/content';
import { useCountry } from '../country';
import { seo } from '../seo';
import * as styles from '../page/page.css';
import * as contentsStyles from '../page/OnThisPage.css';
import * as primitives from '../lib/primitives.css';
import { anchorFor, OnThisPage } from '../page/OnThisPage';
import { PageHeader, pageTitleId, Sources } from '../page/PageParts';
import { ShareLinks } from '../page/ShareLinks';
import { SiteLink } from '../lib/SiteLink';
import { WarningSignCards } from '../page/WarningSignCards';
import { localText } from '../lib/keepTogether';

export const Route = createFileRoute('/$topic/$slug')({
  // Only the article asked for is downloaded; any other /topic/slug is the 404 page.
  loader: async ({ params }) => {
    const article = await loadArticle(`/${params.topic}/${params.slug}`);
    if (!article) throw notFound();
    return article;
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? seo({ country: match.context.country, path: loaderData.path, title: loaderData.title, description: loaderData.description })
      : {},
  staticData: { mode: 'reading' },
  component: ArticlePage,
});

function ArticlePage() {
  const article = Route.useLoaderData();
  const country = useCountry();
  // The navigation's topic list is already in the page shell; the topic pages' own text is not needed here.
  const topic = healthTopics.find((candidate) => candidate.href === `/${article.topic}`)!;
  const sections = article.sections.map((section) => ({ ...section, id: anchorFor(section.heading) }));
  // Every sign the guide names, once: the emergencies at the top, the rest under "When to get help".
  const signs = [...new Set(signIdsIn(article))];
  const emergencySigns = signs.filter((id) => getWarningSign(id).level === 'immediate');
  return (
    <article aria-labelledby={pageTitleId} className={styles.page}>
      <p>
        <SiteLink href={topic.href} className={styles.parentLink}>
          {topic.title}
        </SiteLink>
      </p>
      <PageHeader title={article.title} lead={localText(article.summary, country)} />
      {/* As nhs.uk does: when to call the emergency number comes before the explanation. */}
      {emergencySigns.length > 0 ? <WarningSignCards signs={emergencySigns} headingLevel={2} /> : null}
      <div className={contentsStyles.withContents}>
        <OnThisPage
          entries={[...sections.map(({ id, heading }) => ({ id, title: heading })), { id: getHelpId, title: getHelpTitle }]}
        />
        <div className={`${contentsStyles.contentsText} ${styles.prose}`}>
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={primitives.section}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>{localText(paragraph, country)}</p>
              ))}
              {section.list ? (
                <ul>
                  {section.list.map((item, index) => (
                    <li key={index}>{localText(item, country)}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <WhenToGetHelp article={article} signs={signs.filter((id) => !emergencySigns.includes(id))} />
          <ShareLinks title={article.title} description={article.description} />
          <Sources references={article.references} signs={signIdsIn(article)} review={article.review} />
        </div>
      </div>
    </article>
  );
}

const getHelpId = whenToGetHelp.id;
const getHelpTitle = whenToGetHelp.title;

function WhenToGetHelp({ article, signs }: { article: Article; signs: readonly WarningSignId[] }) {
  const country = useCountry();
  const help = article.whenToGetHelp;
  return (
    <section id={getHelpId} aria-labelledby="get-help-heading" className={primitives.section}>
      <h2 id="get-help-heading">{getHelpTitle}</h2>
      <p>{localize(help.intro, country)}</p>
      <WarningSignCards signs={signs} headingLevel={3} />
    </section>
  );
}
