import { parseSignOffs, type SignOff } from '@wh/content/review';
import record from '../../../clinical-review/sign-offs.json';

/**
 * The clinicians' sign-offs recorded in the repository (clinical-review/sign-offs.json),
 * read when the site is built: a page shows "Reviewed by <name>, <role>" only while one of them
 * covers its current words (`signOffCovering`). An invalid record stops the build with a message
 * naming each problem. How a sign-off is made and recorded: docs/clinical-review.md.
 */
export const recordedSignOffs: readonly SignOff[] = parseSignOffs(record);
