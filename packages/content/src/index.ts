// The public API of @wh/content: named exports only. Country-dependent values
// are `Localized` (resolve them with `localize` or `localizeDeep`) or come from
// functions that take a `Country`.

export {
  site,
  author,
  authorProfileNotice,
  authorBadge,
  medicalDisclaimer,
  contentReview,
  pendingClinicalReview,
  reviewCycleMonths,
} from './site';
export { whenToGetHelp } from './whenToGetHelp';
export { urgencyLevels, urgencyLevelOrder, careActions, careActionsAfterBirth, careAction } from './urgency';
export {
  warningSigns,
  warningSignIds,
  warningSignIdsFor,
  getWarningSign,
  isWarningSignId,
  groupWarningSigns,
  signIdsIn,
  signSources,
  pageSources,
} from './warningSigns';
export { sources, officialHosts, officialHostsByCountry, isSourceFor } from './sources';
export { localize, localizeDeep } from './localize';
export { routePaths, subPagePaths, symptomCheckerPaths, anchors, isRoutePath } from './routes';
export {
  pregnancyWeekRange,
  pregnancyWeekNumbers,
  weekByWeekIndexPath,
  weekByWeekPaths,
  weekPath,
  weekPathForAge,
  isWeekByWeekPath,
} from './weekPaths';
export { images } from './images';
export { p, list, signs } from './blocks';
export { home, guideCount, countOfficialSources, officialSourcesStatistic } from './home';
export { about } from './about';
export { pregnancy } from './topics/pregnancy';
export { fertility } from './topics/fertility';
export { postpartum } from './topics/postpartum';
export { gynaecology } from './topics/gynaecology';
export { topicPages, getTopicPage } from './topics';
export { resourcesPage, guides, videos, organisations, organisationsFor } from './resources';
export { myPregnancyPage } from './myPregnancy';
export { myPregnancyTool } from './myPregnancyTool';
export { emergencyLocationsFor, dialableNumbers, telHref } from './emergency';
export { faqPage, faqGroups, myths, faqDisclaimer } from './faq';
export { glossary, searchGlossary, glossaryNoMatchMessage, glossaryTermAnchor } from './glossary';
export { readerTerms, sameWords, termWordsFor, atoZFor } from './lexicon';
export type { ReaderTerm, AtoZEntry } from './lexicon';
export {
  communityPage,
  communityStatus,
  forumTopicsNote,
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
  siteCountryLabel,
} from './navigation';
export { toolsPage, symptomCheckerGroups, symptomCheckerQuestion, symptomCheckerDisclaimer, symptomCheckerStages, signsByPregnancyStage } from './tools';
export type { SymptomCheckerStageId } from './tools';
export { pageAudience } from './pageAudience';
export { calculatorNotes } from './calculatorNotes';
export { antenatalCareFor } from './antenatal';
export { antenatalLabelsFor } from './antenatalLabels';
export { trimesterWeeks } from './trimesterWeeks';
export {
  pregnancyWeeks,
  getPregnancyWeek,
  pregnancyWeekFor,
  pregnancyWeekText,
  weekByWeekIndex,
  weekGuidesHeading,
} from './weekByWeek';
export { routeMeta } from './pages';
export { contentText } from './contentText';
export { searchDocumentsFor } from './searchDocuments';
export { articleText, countArticleWords } from './articles/article';
export { articleLinks, isArticlePath, loadArticle, loadArticles, topicOfArticle } from './articles/registry';

export type { RouteMeta } from './pages';
export type { SearchDocument } from './searchDocuments';
export type { AntenatalCare, AntenatalItemText } from './antenatal';
export type { AntenatalItemLabel, AntenatalLabels } from './antenatalLabels';
export type { TrimesterWeekRange } from './trimesterWeeks';
export type {
  PregnancyWeek,
  PregnancyWeekAntenatalItem,
  PregnancyWeekLink,
  PregnancyWeekPage,
  WeekByWeekIndex,
} from './weekByWeek';
export type { WeekByWeekPath, WeekPath } from './weekPaths';
export type { UrgencyLevel, UrgencyLevelWords, CareRoute, CareRouteAt, CareStage } from './urgency';
export type { Audience, PregnancyStage, WarningSign, WarningSignCard, WarningSignDefinition, WarningSignId } from './warningSigns';
export type { SourceId } from './sources';
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
  Review,
  RoutePath,
  SymptomCheckerPath,
  Section,
  Statistic,
  Story,
  SupplementAdvice,
  SymptomCheckerGroup,
  SymptomCheckerQuestion,
  TimelineItem,
  TopicCard,
  TopicId,
  TopicPage,
  TopicPageBase,
  Trimester,
  Tuple,
  Video,
  WhenToGetHelpSigns,
} from './types';
