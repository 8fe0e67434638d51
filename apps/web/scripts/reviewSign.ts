/**
 * `pnpm review:sign --page <path> --site uk|ng --hash <from the pack> --name <name> --role <role>
 * --registration "<register> <number>" [--date YYYY-MM-DD]`: records a clinician's sign-off of
 * one page on one site in clinical-review/. See docs/clinical-review.md.
 */
import { parseArgs } from 'node:util';
import { siteNames } from '@wh/content/review';
import { clinicalReviewDir, recordSignOff, SignOffRefused } from './clinicalReview';

const usage =
  'Usage: pnpm review:sign --page /pregnancy/prenatal --site uk --hash <the version in the review pack> ' +
  '--name "Jane Doe" --role "Registered midwife" --registration "NMC 12A3456E" [--date 2026-12-01]';

const required = ['page', 'site', 'hash', 'name', 'role', 'registration'] as const;

try {
  const { values } = parseArgs({
    options: {
      page: { type: 'string' },
      site: { type: 'string' },
      hash: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      registration: { type: 'string' },
      date: { type: 'string' },
      // For tests: another record than the repository's clinical-review/.
      dir: { type: 'string', default: clinicalReviewDir },
    },
  });
  const missing = required.filter((option) => values[option] === undefined);
  if (missing.length > 0) throw new SignOffRefused(missing.map((option) => `--${option} is missing.`));
  const signOff = await recordSignOff(
    {
      page: values.page!,
      site: values.site!,
      hash: values.hash!,
      name: values.name!,
      role: values.role!,
      registration: values.registration!,
      ...(values.date === undefined ? {} : { date: values.date }),
    },
    values.dir,
  );
  console.log(
    `Recorded: ${signOff.page} on the ${siteNames[signOff.site]} site, signed off by ${signOff.name}, ${signOff.role} (${signOff.registration}) on ${signOff.date}.\n` +
      'Commit clinical-review/ (the record and the signed text) and rebuild: the page then shows "Reviewed by".',
  );
} catch (error) {
  console.error(error instanceof SignOffRefused || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? `${(error as Error).message}\n${usage}` : error);
  process.exitCode = 1;
}
