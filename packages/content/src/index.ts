// The public API of @wh/content: named exports only. Country-dependent values
// are `Localized` (resolve them with `localize` or `localizeDeep`) or come from
// functions that take a `Country`.

export { site, author, medicalDisclaimer, contentReviewedOn } from './site';
export { localize, localizeDeep } from './localize';
export { routePaths, subPagePaths, anchors, isRoutePath } from './routes';
export { images } from './images';
export { p, list, callout, callEmergency, callMaternity, sameDayAdvice, seeDoctor, crisisHelp } from './blocks';
export { home } from './home';
export { about } from './about';
export { pregnancy } from './topics/pregnancy';
export { fertility } from './topics/fertility';
export { postpartum } from './topics/postpartum';
export { gynaecology } from './topics/gynaecology';
export { topicPages, getTopicPage } from './topics';
export { resourcesPage, guides, videos, organisations } from './resources';
export { emergencyLocationsFor } from './emergency';
export { faqPage, faqGroups, myths, faqDisclaimer } from './faq';
export { glossary, searchGlossary, glossaryNoMatchMessage } from './glossary';
export {
  communityPage,
  communityStats,
  forumTopics,
  storiesNote,
  stories,
  communityGuidelines,
  qaCategories,
  qaForm,
} from './community';
export {
  securityPage,
  securityInfrastructure,
  privacyCommitments,
  securityBestPractices,
  securityStatusPanel,
} from './security';
export {
  healthTopics,
  topicGuidesHeading,
  toolsMenu,
  mainNav,
  signInLink,
  simpleNav,
  footerGroups,
  footer,
  countryOptions,
} from './navigation';
export { toolsPage, calculatorNotes, urgencyLabels, symptomGuides, symptomCheckerDisclaimer } from './tools';
export { antenatalCareFor, antenatalLabelsFor } from './antenatal';
export { trimesterWeeks } from './trimesterWeeks';
export { routeMeta } from './pages';
export { articleText, countArticleWords } from './articles/article';
export { articleLinks, isArticlePath, loadArticle, loadArticles, topicOfArticle } from './articles/registry';

export type { RouteMeta } from './pages';
export type { AntenatalCare, AntenatalItemLabel, AntenatalItemText, AntenatalLabels } from './antenatal';
export type { TrimesterWeekRange } from './trimesterWeeks';
export type { SecurityCard } from './security';
export type { Article, ArticleSection, WhenToGetHelp } from './articles/article';
export type { ArticleLink, ArticlePage, ArticlePath } from './articles/registry';
export type {
  AboutPage,
  Author,
  Block,
  ContentLink,
  Country,
  EmergencyContact,
  EmergencyLocation,
  EmergencyNotice,
  ExerciseCaution,
  ExerciseGroup,
  FaqGroup,
  FaqQuestion,
  FertilityPage,
  FooterGroup,
  ForumTopic,
  GlossaryTerm,
  GynaecologyPage,
  Guide,
  HomePage,
  IconName,
  ImageRef,
  InfoCard,
  InternalHref,
  IsoDate,
  Localized,
  MainNavItem,
  Myth,
  NavMenuLink,
  NavTopic,
  NonEmpty,
  Organisation,
  PageMeta,
  PlainSummary,
  PostpartumPage,
  PregnancyPage,
  RecoveryPeriod,
  Reference,
  Resolved,
  RoutePath,
  Section,
  Statistic,
  Story,
  SupplementAdvice,
  SymptomGuidance,
  SymptomGuide,
  TimelineItem,
  TopicCard,
  TopicId,
  TopicPage,
  TopicPageBase,
  Trimester,
  Tuple,
  Urgency,
  Video,
  WarningSignGroup,
} from './types';
