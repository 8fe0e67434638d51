import { createFileRoute, notFound } from '@tanstack/react-router';
import { healthTopics, loadArticle, localize, type Article } from '@wh/content';
import { Alert, Card } from '@wh/ui';
import { useCountry } from '../country';
import { seo } from '../seo';
import * as styles from './-components/layout.css';
import { PageHeader, PageShare, Sources } from './-components/PageParts';
import { SiteLink } from './-components/SiteLink';

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
        </section>
      ))}
      <WhenToGetHelp article={article} />
      <PageShare title={article.title} description={article.description} />
      <Sources references={article.references} lastReviewed={article.lastReviewed} />
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
      <Alert variant="destructive" title="Get emergency help now if you have">
        <ul>
          {help.emergency.map((sign, index) => (
            <li key={index}>{localize(sign, country)}</li>
          ))}
        </ul>
        <p>
          <strong>{localize(help.emergencyAction, country)}</strong>
        </p>
      </Alert>
      <Card>
        <h3>Get advice today if you have</h3>
        <ul>
          {help.urgent.map((sign, index) => (
            <li key={index}>{localize(sign, country)}</li>
          ))}
        </ul>
        <p>
          <strong>{localize(help.urgentAction, country)}</strong>
        </p>
      </Card>
    </section>
  );
}
