import { createFileRoute, Link as RouterLink } from '@tanstack/react-router';
import { home, localize, officialSourcesStatistic } from '@wh/content';
import { Button, Card, Icon, StatCard } from '@wh/ui';
import { useCountry } from '../country';
import { imageUrl } from '../images';
import { pageHead } from '../seo';
import { ContentIcon } from '../lib/ContentIcon';
import * as styles from '../page/page.css';
import * as primitives from '../lib/primitives.css';
import { PageSection } from '../page/PageParts';
import { SiteLink } from '../lib/SiteLink';
import { TopicCards } from '../page/TopicCards';

export const Route = createFileRoute('/')({
  // Counted when the page is prerendered: it reads every article, which the page itself never downloads.
  loader: async ({ context }) => ({ sourcesStatistic: await officialSourcesStatistic(context.country) }),
  head: pageHead('/'),
  staticData: { mode: 'reading' },
  component: Home,
});

function Home() {
  const country = useCountry();
  const { hero, trustBadges, security, resources, topics } = home;
  const statistics = [...home.statistics, Route.useLoaderData().sourcesStatistic];
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroText}>
          <h1>{hero.title}</h1>
          <p className={styles.lead}>{localize(hero.text, country)}</p>
          <p className={styles.buttonRow}>
            {hero.actions.map((action) => (
              <Button
                key={action.href}
                variant={action.variant}
                size="lg"
                render={<RouterLink to={action.href as '/'} />}
              >
                {action.label}
              </Button>
            ))}
          </p>
          <ul className={styles.trustList} aria-label="Why you can trust this site">
            {trustBadges.map((badge) => (
              <li key={badge.icon}>
                <Icon name="check" className={styles.trustTick} /> {localize(badge.label, country)}
              </li>
            ))}
          </ul>
        </div>
        <img
          className={styles.heroImage}
          src={imageUrl(hero.image)}
          width={hero.image.width}
          height={hero.image.height}
          alt={hero.image.alt}
          fetchPriority="high"
        />
      </div>

      <PageSection id="topics" title={topics.title}>
        <p>{topics.intro}</p>
        <TopicCards cards={topics.cards} buttonLabel={topics.buttonLabel} />
      </PageSection>

      <PageSection id="security" title={security.title}>
        <p>{security.intro}</p>
        <ul className={styles.cardList}>
          {security.cards.map((card) => (
            <Card as="li" key={card.title}>
              <h3>
                <ContentIcon name={card.icon} /> {card.title}
              </h3>
              <p>{card.text}</p>
            </Card>
          ))}
        </ul>
        <p>
          <Icon name="lock" size="sm" /> <strong>{security.note}</strong>
        </p>
      </PageSection>

      <PageSection id="resources" title={resources.title}>
        <p>{resources.text}</p>
        <ul className={styles.cardList}>
          {resources.links.map((link) => (
            <Card as="li" key={link.href}>
              <h3>
                <SiteLink href={link.href} className={primitives.targetLink}>
                  {link.label}
                </SiteLink>
              </h3>
              <p>{link.description}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="statistics" title="At a glance">
        <ul className={styles.cardList}>
          {statistics.map((stat) => (
            <StatCard as="li" key={stat.label} value={stat.value} label={stat.label} />
          ))}
        </ul>
      </PageSection>
    </>
  );
}
