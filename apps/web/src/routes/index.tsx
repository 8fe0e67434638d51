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
import { localText } from '../lib/keepTogether';
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
          <h1>{localize(hero.title, country)}</h1>
          <FindHelp />
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

/**
 * What a reader comes for, straight under the heading so it is in the first screen of a 320 by
 * 568 phone: a search field (a plain GET form to /search, which works without JavaScript), the way
 * to urgent help (check a symptom, the emergency contacts, and the emergency instruction with its
 * number tappable), and the week-by-week guide.
 */
function FindHelp() {
  const country = useCountry();
  const { search, urgent, weekByWeek } = home.findHelp;
  return (
    <div className={styles.findHelp}>
      <form role="search" action="/search" method="get" className={styles.homeSearch} aria-label={search.label}>
        <label htmlFor="home-search" className={styles.homeSearchLabel}>
          {search.label}
        </label>
        <div className={styles.homeSearchRow}>
          <input id="home-search" type="search" name="q" aria-describedby="home-search-hint" className={styles.homeSearchInput} />
          <Button type="submit">{search.button}</Button>
        </div>
        <p id="home-search-hint" className={primitives.muted}>
          {localize(search.hint, country)}
        </p>
      </form>
      <section aria-labelledby="urgent-help-heading" className={styles.urgentHelp}>
        <h2 id="urgent-help-heading" className={styles.urgentHelpHeading}>
          {urgent.title}
        </h2>
        <ul className={styles.urgentHelpLinks}>
          {urgent.links.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href} className={primitives.targetLink}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
        <p>{localText(urgent.emergency, country)}</p>
      </section>
      <p className={styles.homeWeekByWeek}>
        <SiteLink href={weekByWeek.href} className={primitives.targetLink}>
          {weekByWeek.label}
        </SiteLink>
        <span>{weekByWeek.description}</span>
      </p>
    </div>
  );
}
