/**
 * The /community preview. The spec makes the forum, stats and stories static
 * and every action button disabled ('coming soon'). Nothing here is presented
 * as real activity: the community is not open, so the spec's member and
 * discussion counts and the forum's post counts and "last activity" times are
 * left out (they would be invented), the forum topics are labelled as topics
 * we plan to host, and the stories are written by us and say so.
 */

import type { ForumTopic, NonEmpty, PageMeta, Story, Tuple } from './types';
import { routeMeta } from './pages';

export const communityPage: PageMeta & {
  readonly intro: string;
  readonly tabs: Tuple<string, 4>;
  readonly comingSoon: string;
  readonly buttons: {
    readonly joinDiscussion: string;
    readonly submitQuestion: string;
    readonly readFullStory: string;
    readonly submitStory: string;
  };
  readonly headings: { readonly plannedTopics: string; readonly askAnExpert: string };
  /** What each tab's disabled buttons point at (after "Coming soon:"). */
  readonly soonNotes: { readonly forum: string; readonly qa: string; readonly stories: string };
  /** Under the guidelines: where to go for help now. `linkLabel` is the link to the emergency contacts. */
  readonly helpNow: { readonly before: string; readonly linkLabel: string; readonly after: string };
} = {
  path: '/community',
  ...routeMeta['/community'],
  intro:
    'A place to share experiences and ask questions. The community is not open yet: this is a preview of what we plan, and nothing on this page is real activity.',
  tabs: ['Discussion Forum', 'Expert Q&A', 'User Stories', 'Guidelines'],
  comingSoon: 'Coming soon',
  buttons: {
    joinDiscussion: 'Join Discussion',
    submitQuestion: 'Submit Question',
    readFullStory: 'Read Full Story',
    submitStory: 'Submit Your Story',
  },
  headings: { plannedTopics: 'Planned topics', askAnExpert: 'Ask an expert' },
  soonNotes: {
    forum: 'the forum opens to members soon.',
    qa: 'you will be able to send a question when the community opens.',
    stories: 'full stories, and sharing your own, arrive when the community opens.',
  },
  helpNow: { before: 'Need help now? See the', linkLabel: 'emergency contacts', after: 'for your country.' },
};

/**
 * Shown where the spec puts member and discussion counts: the community is a
 * preview, so there is nothing to count yet.
 */
export const communityStatus = {
  title: 'Preview',
  text: 'The community is not open yet, so it has no members, posts or discussions. When it opens, this page will show real figures.',
} as const;

/** Shown above the forum topics so no reader mistakes them for live discussions. */
export const forumTopicsNote = 'Topics we plan to host when the forum opens. There are no posts yet.';

export const forumTopics: NonEmpty<ForumTopic> = [
  { title: 'Coping with morning sickness at work', category: 'Pregnancy' },
  { title: 'Tracking ovulation with irregular cycles', category: 'Fertility' },
  { title: 'Getting back to exercise after a caesarean', category: 'Postpartum' },
  { title: 'Living with endometriosis: what helps you?', category: 'Gynaecology' },
  { title: 'Night feeds and sleep: sharing tips', category: 'Postpartum' },
];

/** Shown above the stories so no reader mistakes them for real members' accounts. */
export const storiesNote =
  'These stories are illustrations written by our team from common experiences. They are not accounts from real members.';

export const stories: NonEmpty<Story> = [
  {
    title: 'Asking for help with low mood after my second baby',
    excerpt: 'I thought I should cope because I had done it before. Talking to a nurse at my baby’s check-up was the turning point.',
    category: 'Postpartum',
    readTime: '4 min read',
  },
  {
    title: 'Two years of trying, and what finally helped',
    excerpt: 'We waited too long to see a doctor. Tests for both of us found a cause, and treatment followed.',
    category: 'Fertility',
    readTime: '5 min read',
  },
  {
    title: 'Noticing my baby’s movements had changed',
    excerpt: 'Something felt different one evening. I called the maternity unit that evening instead of waiting until morning.',
    category: 'Pregnancy',
    readTime: '3 min read',
  },
];

export const communityGuidelines: NonEmpty<{ readonly title: string; readonly text: string }> = [
  { title: 'Be kind and respectful', text: 'Everyone’s experience is different. Support others without judging their choices.' },
  { title: 'Protect your privacy', text: 'Do not share your full name, address, phone number or medical records.' },
  { title: 'Not a substitute for care', text: 'Posts are not medical advice. For a diagnosis or treatment, see a health professional.' },
  { title: 'If you need help now, do not post', text: 'Use the numbers for your country, listed on our resources page.' },
  { title: 'No selling or promotion', text: 'Posts that sell products or services are removed.' },
];

/** The category choices of the (disabled) Expert Q&A form, as the spec names them. */
export const qaCategories: Tuple<string, 5> = [
  'Gynaecological Health',
  'Fertility',
  'Pregnancy',
  'Postpartum',
  'General Women’s Health',
];

/** Labels of the (disabled) Expert Q&A form. */
export const qaForm = {
  intro: 'When the community opens, we plan to have questions answered by health professionals whose registration we have checked.',
  questionTitle: 'Question title',
  detailedQuestion: 'Detailed question',
  category: 'Category',
} as const;
