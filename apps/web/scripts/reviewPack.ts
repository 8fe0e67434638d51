/**
 * `pnpm review:pack`: writes the clinical review pack of every reviewed page to review-packs/
 * (git-ignored), one HTML file per page and index.html. See docs/clinical-review.md.
 */
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { clinicalReviewDir, reviewPacksDir, writeReviewPack } from './clinicalReview';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: reviewPacksDir },
    // For tests: another record than the repository's clinical-review/.
    dir: { type: 'string', default: clinicalReviewDir },
  },
});

const files = await writeReviewPack(values.out, values.dir);
console.log(`Wrote ${files.length - 1} review packs and their index: ${join(relative(process.env.INIT_CWD ?? process.cwd(), values.out) || '.', 'index.html')}`);
