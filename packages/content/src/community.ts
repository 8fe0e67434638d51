/**
 * The /community preview. The spec makes the forum, stats and stories static
 * and every action button disabled ('coming soon'). The stories are written by
 * us as illustrations of common experiences, and say so, rather than being
 * passed off as real members' accounts.
 */

import type { ForumTopic, NonEmpty, PageMeta, Statistic, Story, Tuple } from './types';
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
} = {
  path: '/community',
  ...routeMeta['/community'],
  intro:
    'A place to share experiences and ask questions, with answers from verified health professionals. The community is not open yet: this is a preview of what is coming.',
  tabs: ['Discussion Forum', 'Expert Q&A', 'User Stories', 'Guidelines'],
  comingSoon: 'Coming soon',
  buttons: {
    joinDiscussion: 'Join Discussion',
    submitQuestion: 'Submit Question',
    readFullStory: 'Read Full Story',
    submitStory: 'Submit Your Story',
  },
};

/** The hard-coded figures the spec puts on the community page. */
export const communityStats: Tuple<Statistic, 3> = [
  { value: '2,450+', label: 'Members' },
  { value: '1,200+', label: 'Discussions' },
  { value: '24/7', label: 'Support' },
];

export const forumTopics: NonEmpty<ForumTopic> = [
  { title: 'Coping with morning sickness at work', category: 'Pregnancy', posts: 48, lastActivity: '2 hours ago' },
  { title: 'Tracking ovulation with irregular cycles', category: 'Fertility', posts: 35, lastActivity: '5 hours ago' },
  { title: 'Getting back to exercise after a caesarean', category: 'Postpartum', posts: 27, lastActivity: '1 day ago' },
  { title: 'Living with endometriosis: what helps you?', category: 'Gynaecology', posts: 62, lastActivity: '1 day ago' },
  { title: 'Night feeds and sleep: sharing tips', category: 'Postpartum', posts: 54, lastActivity: '3 days ago' },
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
    excerpt: 'Something felt different one evening. I called the maternity unit straight away instead of waiting until morning.',
    category: 'Pregnancy',
    readTime: '3 min read',
  },
];

export const communityGuidelines: NonEmpty<{ readonly title: string; readonly text: string }> = [
  { title: 'Be kind and respectful', text: 'Everyone’s experience is different. Support others without judging their choices.' },
  { title: 'Protect your privacy', text: 'Do not share your full name, address, phone number or medical records.' },
  { title: 'Not a substitute for care', text: 'Posts are not medical advice. For a diagnosis or treatment, see a health professional.' },
  { title: 'In an emergency, do not post', text: 'Use the emergency numbers for your country, listed on our resources page.' },
  { title: 'No selling or promotion', text: 'Posts that sell products or services are removed.' },
];

/** The category choices of the (disabled) Expert Q&A form, as the spec names them. */
export const qaCategories: Tuple<string, 5> = [
  'Gynecological Health',
  'Fertility',
  'Pregnancy',
  'Postpartum',
  "General Women's Health",
];

/** Labels of the (disabled) Expert Q&A form. */
export const qaForm = {
  intro: 'Questions will be answered by verified health professionals when the community opens.',
  questionTitle: 'Question title',
  detailedQuestion: 'Detailed question',
  category: 'Category',
} as const;
