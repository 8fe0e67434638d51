/**
 * The fifteen sub-page articles, in navigation order, all at once: published
 * as `@wh/content/articles` for tools, tests and search indexes. Pages should
 * use `loadArticle` from `@wh/content`, which downloads one article at a time.
 */

import type { Article } from './article';
import { challenges } from './fertility/challenges';
import { lifestyle } from './fertility/lifestyle';
import { ovulation } from './fertility/ovulation';
import { conditions } from './gynaecology/conditions';
import { menstrual } from './gynaecology/menstrual';
import { screenings } from './gynaecology/screenings';
import { sexualHealth } from './gynaecology/sexual-health';
import { breastfeeding } from './postpartum/breastfeeding';
import { mentalHealth } from './postpartum/mental-health';
import { recovery } from './postpartum/recovery';
import { returning } from './postpartum/returning';
import { concerns } from './pregnancy/concerns';
import { nutrition } from './pregnancy/nutrition';
import { prenatal } from './pregnancy/prenatal';
import { trimesters } from './pregnancy/trimesters';

export type { Article, ArticlePath, ArticleSection, ArticleTopic, WhenToGetHelp } from './article';
export { articleText, countArticleWords } from './article';
export { isArticlePath, loadArticle } from './loadArticle';

/** All sub-page articles, in the order the navigation lists them. */
export const articles: readonly Article[] = [
  trimesters,
  prenatal,
  nutrition,
  concerns,
  ovulation,
  challenges,
  lifestyle,
  recovery,
  mentalHealth,
  breastfeeding,
  returning,
  menstrual,
  conditions,
  screenings,
  sexualHealth,
];

/**
 * Finds the article for a sub-page path.
 *
 * @example
 * getArticle('/pregnancy/nutrition')?.title; // 'Eating well in pregnancy'
 * getArticle('/nope'); // undefined
 */
export function getArticle(path: string): Article | undefined {
  return articles.find((a) => a.path === path);
}
