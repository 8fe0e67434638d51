import { createFileRoute } from '@tanstack/react-router';
import {
  anchors,
  type EmergencyLocation,
  emergencyLocationsFor,
  guides,
  organisationsFor,
  resourcesPage,
  videos,
} from '@wh/content';
import type { Country } from '@wh/core';
import { Button, Card, toneForCategory, VisuallyHidden } from '@wh/ui';
import { useCountry } from '../country';
import { guideDownloadFor } from '../guideDownloads';
import { pageHead } from '../seo';
import { CategoryBadge } from '../page/CategoryBadge';
import { ComingSoonButton } from '../page/ComingSoon';
import { formatBytes } from '../lib/formatBytes';
import * as pageStyles from '../page/page.css';
import * as primitives from '../lib/primitives.css';
import { PageHeader, PageReview, PageSection } from '../page/PageParts';
import { SaveGuideSection } from '../page/SaveGuideSection';
import { withPhoneLinks } from '../lib/keepTogether';

export const Route = createFileRoute('/resources')({
  head: pageHead('/resources'),
  staticData: { mode: 'reading' },
  component: ResourcesPage,
});

/** "https://www.nhs.uk/" -> "nhs.uk": the name people recognise. */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * The reader's own country's contacts first. The UK site also lists Nigeria's (for readers with
 * family there); the Nigeria site lists only Nigerian numbers, because a reader there must never be
 * pointed at 999 or NHS 111 (docs/clinical-sources.md). @wh/content makes that choice.
 */
function emergencyLocations(country: Country): { location: EmergencyLocation; home: boolean }[] {
  return emergencyLocationsFor(country).map((location) => ({ location, home: location.country === country }));
}

/** "United Kingdom" reads as "the United Kingdom" inside a sentence. */
function placeName(location: EmergencyLocation): string {
  return location.country === 'uk' ? 'the United Kingdom' : location.location;
}

/**
 * A guide's PDF, with its size (a reader on a data bundle decides by it); the accessible name says
 * which guide, as six "Download PDF" links would not.
 */
function GuideDownloadButton({ title }: { title: string }) {
  const { page } = Route.useRouteContext();
  const download = guideDownloadFor(title);
  if (!download) throw new Error(`The guide "${title}" has no PDF.`);
  const bytes = page.guideSizes?.[download.path];
  return (
    <Button
      variant="outline"
      // The Button passes its text (below) into this anchor, which the rule cannot see.
      // eslint-disable-next-line jsx-a11y/anchor-has-content
      render={<a href={download.path} type="application/pdf" download />}
    >
      {/* One span: the button lays its children out as flex items, and this is one line of text. */}
      <span>
        Download <VisuallyHidden>{title}, </VisuallyHidden>PDF{bytes === undefined ? '' : `, ${formatBytes(bytes)}`}
      </span>
    </Button>
  );
}

/** "the UK" or "Nigeria", inside a sentence. */
function countryName(country: Country): string {
  return country === 'uk' ? 'the UK' : 'Nigeria';
}

function ResourcesPage() {
  const country = useCountry();
  return (
    <>
      <PageHeader title={resourcesPage.title} lead={resourcesPage.intro} />

      <PageSection id="guides" title="Downloadable guides">
        <p className={primitives.muted}>
          Free to download, print and share. Each guide is made from the pages of this site, with the numbers to
          call in {countryName(country)} on every page.
        </p>
        <ul className={pageStyles.cardList}>
          {guides.map((guide) => (
            <Card as="li" key={guide.title} tone={toneForCategory(guide.category)}>
              <div className={pageStyles.cardBody}>
                <p className={primitives.metaRow}>
                  <CategoryBadge category={guide.category} />
                  <span>{guide.type}</span>
                </p>
                <h3>{guide.title}</h3>
                <p>{guide.description}</p>
                <p>
                  <GuideDownloadButton title={guide.title} />
                </p>
              </div>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="videos" title="Educational videos">
        <p id="videos-coming-soon" className={primitives.muted}>
          Coming soon: the videos are in production and will play here.
        </p>
        <ul className={pageStyles.cardList}>
          {videos.map((video) => (
            <Card as="li" key={video.title} tone={toneForCategory(video.category)}>
              <div className={pageStyles.cardBody}>
                <p className={primitives.metaRow}>
                  <CategoryBadge category={video.category} />
                </p>
                <h3>{video.title}</h3>
                <p>{video.description}</p>
                <p>
                  <ComingSoonButton describedBy="videos-coming-soon">Watch Video</ComingSoonButton>
                </p>
              </div>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="organisations" title="Trusted organisations">
        <ul className={pageStyles.cardList}>
          {organisationsFor(country).map((org) => (
            <Card as="li" key={org.website}>
              <div className={pageStyles.cardBody}>
                <h3>{org.organization}</h3>
                <p className={primitives.metaRow}>{org.focus}</p>
                <p>{org.description}</p>
                <p>
                  <Button
                    variant="outline"
                    // The Button passes its text (below) into this anchor, which the rule cannot see.
                    // eslint-disable-next-line jsx-a11y/anchor-has-content
                    render={<a href={org.website} target="_blank" rel="noopener noreferrer" />}
                  >
                    Visit {hostOf(org.website)}
                    <VisuallyHidden> (opens in new tab)</VisuallyHidden>
                  </Button>
                </p>
              </div>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={anchors.emergencyContacts} title="Emergency contacts">
        <p className={pageStyles.prose}>
          If you or your baby are in danger now, call the emergency number for the country you are in.
        </p>
        {emergencyLocations(country).map(({ location, home }) => {
          const id = `emergency-${location.country}`;
          return (
            <section key={location.country} aria-labelledby={id} className={primitives.section}>
              <h3 id={id}>{home ? location.location : `If you are in ${placeName(location)}`}</h3>
              {home ? null : (
                <p className={primitives.muted}>
                  These numbers work only in {placeName(location)}. They are here for readers who are travelling
                  or have family there.
                </p>
              )}
              <ul className={pageStyles.cardList}>
                {location.contacts.map((contact) => (
                  <Card as="li" key={contact.service}>
                    <h4>{contact.service}</h4>
                    <p className={pageStyles.phoneNumber}>
                      {/* Each number a tel: link, both of "767 or 112" too; a text-message number stays text. */}
                      {withPhoneLinks(contact.number, location.country)}
                    </p>
                    <p>{withPhoneLinks(contact.description, location.country)}</p>
                  </Card>
                ))}
              </ul>
            </section>
          );
        })}
      </PageSection>

      <SaveGuideSection />

      <PageSection id="page-review" title="About this page">
        <PageReview review={resourcesPage.review} />
      </PageSection>
    </>
  );
}
