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
import { Badge, Card, Select, TextField, toneForCategory, VisuallyHidden } from '@wh/ui';
import { Island } from '../islands/Island';
import { TabsIsland } from '../islands/TabsIsland';
import { pageHead } from '../seo';
import { ComingSoonButton } from './-components/ComingSoon';
import * as page from './-components/interactive.css';
import * as styles from './-components/layout.css';
import { PageHeader } from './-components/PageParts';
import { SiteLink } from './-components/SiteLink';

export const Route = createFileRoute('/community')({
  head: pageHead('/community'),
  component: CommunityPage,
});

const [forumLabel, qaLabel, storiesLabel, guidelinesLabel] = communityPage.tabs;
const { buttons, comingSoon } = communityPage;

function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge tone={toneForCategory(category)}>
      <VisuallyHidden>Category: </VisuallyHidden>
      {category}
    </Badge>
  );
}

/** The visible note every disabled button points at with aria-describedby. */
function SoonNote({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={styles.muted}>
      <strong>{comingSoon}:</strong> {children}
    </p>
  );
}

function Forum() {
  return (
    <div className={page.stack}>
      <h3>Planned topics</h3>
      <p>{forumTopicsNote}</p>
      <ul className={styles.cardList}>
        {forumTopics.map((topic) => (
          <Card as="li" key={topic.title}>
            <div className={page.cardBody}>
              <h4>{topic.title}</h4>
              <p className={page.metaRow}>
                <CategoryBadge category={topic.category} />
              </p>
            </div>
          </Card>
        ))}
      </ul>
      <SoonNote id="forum-soon">the forum opens to members soon.</SoonNote>
      <ComingSoonButton variant="primary" describedBy="forum-soon">
        {buttons.joinDiscussion}
      </ComingSoonButton>
    </div>
  );
}

function ExpertQa() {
  return (
    <div className={page.stack}>
      <p>{qaForm.intro}</p>
      <SoonNote id="qa-soon">you will be able to send a question when the community opens.</SoonNote>
      {/* The whole form is disabled: it is a preview, and nothing here can be sent. */}
      <form className={page.fullWidth} aria-labelledby="qa-form-heading" aria-describedby="qa-soon">
        <fieldset disabled className={page.plainFieldset}>
          <legend>
            <h3 id="qa-form-heading">Ask an expert</h3>
          </legend>
          <TextField label={qaForm.questionTitle} name="title" className={page.fullWidth} />
          <div className={page.field}>
            <label htmlFor="qa-details" className={page.fieldLabel}>
              {qaForm.detailedQuestion}
            </label>
            <textarea id="qa-details" name="details" className={page.textarea} />
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
    <div className={page.stack}>
      <p>{storiesNote}</p>
      <SoonNote id="stories-soon">full stories, and sharing your own, arrive when the community opens.</SoonNote>
      <ul className={styles.cardList}>
        {stories.map((story) => (
          <Card as="li" key={story.title} tone={toneForCategory(story.category)}>
            <div className={page.cardBody}>
              <p className={page.metaRow}>
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
    <div className={page.stack}>
      <ul className={styles.cardList}>
        {communityGuidelines.map((rule) => (
          <Card as="li" key={rule.title}>
            <h3>{rule.title}</h3>
            <p>{rule.text}</p>
          </Card>
        ))}
      </ul>
      <p>
        Need help now? See the <SiteLink href={`/resources#${anchors.emergencyContacts}`}>emergency contacts</SiteLink>{' '}
        for your country.
      </p>
    </div>
  );
}

function CommunityPage() {
  return (
    <>
      <PageHeader title={communityPage.title} lead={communityPage.intro} />

      <section aria-labelledby="community-status-heading" className={styles.section}>
        <Card>
          <h2 id="community-status-heading">{communityStatus.title}</h2>
          <p>{communityStatus.text}</p>
        </Card>
      </section>

      <div className={styles.section}>
        <Island
          name="Tabs"
          component={TabsIsland}
          props={{
            label: 'Community',
            headingLevel: 2,
            tabs: [
              { id: 'forum', label: forumLabel },
              { id: 'qa', label: qaLabel },
              { id: 'stories', label: storiesLabel },
              { id: 'guidelines', label: guidelinesLabel },
            ],
          }}
          slots={[<Forum key="forum" />, <ExpertQa key="qa" />, <Stories key="stories" />, <Guidelines key="guidelines" />]}
        />
      </div>
    </>
  );
}
