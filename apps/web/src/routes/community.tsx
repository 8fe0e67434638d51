import { createFileRoute } from '@tanstack/react-router';
import {
  anchors,
  communityGuidelines,
  communityPage,
  communityStatus,
  forumTopics,
  forumTopicsNote,
  qaCategories,
  qaForm,
  stories,
  storiesNote,
} from '@wh/content';
import { Card, Select, TextField, toneForCategory } from '@wh/ui';
import { pageHead } from '../seo';
import { ComingSoonButton } from '../page/ComingSoon';
import * as primitives from '../lib/primitives.css';
import * as pageStyles from '../page/page.css';
import { PageHeader, PageSection } from '../page/PageParts';
import * as contentsStyles from '../page/OnThisPage.css';
import { OnThisPage } from '../page/OnThisPage';
import { CategoryBadge } from '../page/CategoryBadge';
import { SiteLink } from '../lib/SiteLink';

export const Route = createFileRoute('/community')({
  head: pageHead('/community'),
  staticData: { mode: 'reading' },
  component: CommunityPage,
});

const [forumLabel, qaLabel, storiesLabel, guidelinesLabel] = communityPage.tabs;
const { buttons, comingSoon, headings, soonNotes, helpNow } = communityPage;

/** The visible note every disabled button points at with aria-describedby. */
function SoonNote({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={primitives.muted}>
      <strong>{comingSoon}:</strong> {children}
    </p>
  );
}

function Forum() {
  return (
    <div className={primitives.stack}>
      <h3>{headings.plannedTopics}</h3>
      <p>{forumTopicsNote}</p>
      <ul className={pageStyles.cardList}>
        {forumTopics.map((topic) => (
          <Card as="li" key={topic.title}>
            <div className={pageStyles.cardBody}>
              <h4>{topic.title}</h4>
              <p className={primitives.metaRow}>
                <CategoryBadge category={topic.category} />
              </p>
            </div>
          </Card>
        ))}
      </ul>
      <SoonNote id="forum-soon">{soonNotes.forum}</SoonNote>
      <ComingSoonButton variant="primary" describedBy="forum-soon">
        {buttons.joinDiscussion}
      </ComingSoonButton>
    </div>
  );
}

function ExpertQa() {
  return (
    <div className={primitives.stack}>
      <p>{qaForm.intro}</p>
      <SoonNote id="qa-soon">{soonNotes.qa}</SoonNote>
      {/* The whole form is disabled: it is a preview, and nothing here can be sent. */}
      <form className={primitives.fullWidth} aria-labelledby="qa-form-heading" aria-describedby="qa-soon">
        <fieldset disabled className={pageStyles.plainFieldset}>
          <legend>
            <h3 id="qa-form-heading">{headings.askAnExpert}</h3>
          </legend>
          <TextField label={qaForm.questionTitle} name="title" className={primitives.fullWidth} />
          <div className={pageStyles.field}>
            <label htmlFor="qa-details" className={pageStyles.fieldLabel}>
              {qaForm.detailedQuestion}
            </label>
            <textarea id="qa-details" name="details" className={pageStyles.textarea} />
          </div>
          <Select
            label={qaForm.category}
            name="category"
            options={qaCategories.map((category) => ({ value: category, label: category }))}
          />
          <p>
            <ComingSoonButton variant="primary" describedBy="qa-soon">
              {buttons.submitQuestion}
            </ComingSoonButton>
          </p>
        </fieldset>
      </form>
    </div>
  );
}

function Stories() {
  return (
    <div className={primitives.stack}>
      <p>{storiesNote}</p>
      <SoonNote id="stories-soon">{soonNotes.stories}</SoonNote>
      <ul className={pageStyles.cardList}>
        {stories.map((story) => (
          <Card as="li" key={story.title} tone={toneForCategory(story.category)}>
            <div className={pageStyles.cardBody}>
              <p className={primitives.metaRow}>
                <CategoryBadge category={story.category} />
                <span>{story.readTime}</span>
              </p>
              <h3>{story.title}</h3>
              <p>{story.excerpt}</p>
              <p>
                <ComingSoonButton describedBy="stories-soon">{buttons.readFullStory}</ComingSoonButton>
              </p>
            </div>
          </Card>
        ))}
      </ul>
      <ComingSoonButton variant="primary" describedBy="stories-soon">
        {buttons.submitStory}
      </ComingSoonButton>
    </div>
  );
}

function Guidelines() {
  return (
    <div className={primitives.stack}>
      <ul className={pageStyles.cardList}>
        {communityGuidelines.map((rule) => (
          <Card as="li" key={rule.title}>
            <h3>{rule.title}</h3>
            <p>{rule.text}</p>
          </Card>
        ))}
      </ul>
      <p>
        {`${helpNow.before} `}
        <SiteLink href={`/resources#${anchors.emergencyContacts}`}>{helpNow.linkLabel}</SiteLink>
        {` ${helpNow.after}`}
      </p>
    </div>
  );
}

const sections = [
  { id: 'forum', title: forumLabel, Body: Forum },
  { id: 'qa', title: qaLabel, Body: ExpertQa },
  { id: 'stories', title: storiesLabel, Body: Stories },
  { id: 'guidelines', title: guidelinesLabel, Body: Guidelines },
] as const;

function CommunityPage() {
  return (
    <>
      <PageHeader title={communityPage.title} lead={communityPage.intro} />

      <section aria-labelledby="community-status-heading" className={primitives.section}>
        <Card>
          <h2 id="community-status-heading">{communityStatus.title}</h2>
          <p>{communityStatus.text}</p>
        </Card>
      </section>

      {/* Four short sections, each with its own address, listed first: the page needs no JavaScript
          (they were tabs, which loaded React for what in-page links do). */}
      <div className={contentsStyles.withContents}>
        <OnThisPage entries={sections.map(({ id, title }) => ({ id, title }))} />
        <div className={contentsStyles.contentsText}>
          {sections.map(({ id, title, Body }) => (
            <PageSection key={id} id={id} title={title}>
              <Body />
            </PageSection>
          ))}
        </div>
      </div>
    </>
  );
}
