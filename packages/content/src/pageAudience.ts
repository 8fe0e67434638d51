/**
 * Who a page's warning signs are about, so their actions are worded for that
 * stage (`groupWarningSigns(ids, country, about)`): the postpartum topic and its
 * guides are about the weeks after the birth, the pregnancy topic, its guides
 * and the week-by-week guide about pregnancy, and each answer of the symptom
 * checker about its reader. Other pages mix readers and say nothing.
 */

import type { Audience } from './warningSigns';
import { symptomCheckerGroups } from './tools';

/**
 * @example
 * pageAudience('/postpartum/bleeding-after-birth'); // 'after-birth'
 * pageAudience('/tools/symptom-checker/baby'); // 'baby'
 * pageAudience('/faq'); // undefined
 */
export function pageAudience(path: string): Audience | undefined {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const answer = symptomCheckerGroups.find((group) => group.path === bare);
  if (answer) return answer.about;
  const top = bare.split('/')[1];
  if (top === 'postpartum') return 'after-birth';
  if (top === 'pregnancy') return 'pregnancy';
  return undefined;
}
