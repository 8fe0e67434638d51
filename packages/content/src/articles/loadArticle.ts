import type { Article, ArticlePath } from './article';

/**
 * One lazy loader per article. Each `import()` is a split point, so a bundler
 * (and the published build) keeps every article in its own chunk: a reader
 * downloads the article they open, not all fifteen.
 */
const loaders: Record<ArticlePath, () => Promise<Article>> = {
  '/pregnancy/trimesters': () => import('./pregnancy/trimesters').then((m) => m.trimesters),
  '/pregnancy/prenatal': () => import('./pregnancy/prenatal').then((m) => m.prenatal),
  '/pregnancy/nutrition': () => import('./pregnancy/nutrition').then((m) => m.nutrition),
  '/pregnancy/concerns': () => import('./pregnancy/concerns').then((m) => m.concerns),
  '/fertility/ovulation': () => import('./fertility/ovulation').then((m) => m.ovulation),
  '/fertility/challenges': () => import('./fertility/challenges').then((m) => m.challenges),
  '/fertility/lifestyle': () => import('./fertility/lifestyle').then((m) => m.lifestyle),
  '/postpartum/recovery': () => import('./postpartum/recovery').then((m) => m.recovery),
  '/postpartum/mental-health': () => import('./postpartum/mental-health').then((m) => m.mentalHealth),
  '/postpartum/breastfeeding': () => import('./postpartum/breastfeeding').then((m) => m.breastfeeding),
  '/postpartum/returning': () => import('./postpartum/returning').then((m) => m.returning),
  '/gynaecology/menstrual': () => import('./gynaecology/menstrual').then((m) => m.menstrual),
  '/gynaecology/conditions': () => import('./gynaecology/conditions').then((m) => m.conditions),
  '/gynaecology/screenings': () => import('./gynaecology/screenings').then((m) => m.screenings),
  '/gynaecology/sexual-health': () => import('./gynaecology/sexual-health').then((m) => m.sexualHealth),
};

/**
 * Tells whether a path is one of the fifteen article paths, and narrows it.
 *
 * @example
 * isArticlePath('/fertility/ovulation'); // true
 * isArticlePath('/fertility'); // false (a topic page, not an article)
 */
export function isArticlePath(path: string): path is ArticlePath {
  return Object.hasOwn(loaders, path);
}

/**
 * Loads the article for a sub-page path, or resolves to `undefined` for any
 * other path. Only that article's text is downloaded.
 *
 * @example
 * const article = await loadArticle('/pregnancy/nutrition');
 * article?.title; // 'Eating well in pregnancy'
 */
export async function loadArticle(path: string): Promise<Article | undefined> {
  return isArticlePath(path) ? loaders[path]() : undefined;
}
