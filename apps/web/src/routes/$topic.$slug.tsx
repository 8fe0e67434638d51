import { createFileRoute, notFound } from '@tanstack/react-router';
import { healthTopics, loadArticle, localize, signIdsIn, type Article } from '@wh/content';
import { useCountry } from '../country';
import { seo } from '../seo';
import * as styles from './-components/layout.css';
import { PageHeader, PageShare, Sources } from './-components/PageParts';
import { SiteLink } from './-components/SiteLink';
import { WarningSignCards } from './-components/WarningSignCards';

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
  component: ArticlePage,
});

function ArticlePage() {
  const article = Route.useLoaderData();
  const country = useCountry();
  // The navigation's topic list is already in the page shell; the topic pages' own text is not needed here.
  const topic = healthTopics.find((candidate) => candidate.href === `/${article.topic}`)!;
  return (
    <article aria-labelledby="page-title" className={styles.prose}>
      <p>
        <SiteLink href={topic.href}>{topic.title}</SiteLink>
      </p>
      <PageHeader title={article.title} lead={article.summary} />
      {article.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{localize(paragraph, country)}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item, index) => (
                <li key={index}>{localize(item, country)}</li>
              ))}
            </ul>
          ) : null}
          {section.signs ? <WarningSignCards signs={section.signs} headingLevel={3} /> : null}
        </section>
      ))}
      <WhenToGetHelp article={article} />
      <PageShare title={article.title} description={article.description} />
      <Sources references={article.references} signs={signIdsIn(article)} review={article.review} />
    </article>
  );
}

function WhenToGetHelp({ article }: { article: Article }) {
  const country = useCountry();
  const help = article.whenToGetHelp;
  return (
    <section aria-labelledby="get-help-heading" className={styles.section}>
      <h2 id="get-help-heading">When to get help</h2>
      <p>{localize(help.intro, country)}</p>
      <WarningSignCards signs={help.signs} headingLevel={3} />
    </section>
  );
}
