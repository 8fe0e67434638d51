/**
 * The downloadable guides of /resources: where each country site serves each one's PDF, and how
 * its button names the download. The guides themselves (title, description) are @wh/content's
 * `guides`; the PDFs are made from the site's own pages at build time (scripts/guides/), so this
 * module is only addresses and words: the route, the prerender, the server and the tests import it.
 */
import { guides } from '@wh/content';
import { guideDirectory } from './sitePolicy';

/** The file name of each guide, the same on both sites (each site serves its own country's PDF). */
const slugs = {
  'Your Pregnancy Week by Week': 'your-pregnancy-week-by-week',
  'Eating Well in Pregnancy': 'eating-well-in-pregnancy',
  'Understanding Your Cycle': 'understanding-your-cycle',
  'Getting Ready to Conceive': 'getting-ready-to-conceive',
  'The First Six Weeks After Birth': 'the-first-six-weeks-after-birth',
  'Screening and Check-ups at Every Age': 'screening-and-check-ups-at-every-age',
} as const;

export type GuideTitle = keyof typeof slugs;
export type GuideSlug = (typeof slugs)[GuideTitle];

/** One guide's download. */
export interface GuideDownload {
  readonly title: GuideTitle;
  readonly slug: GuideSlug;
  /** e.g. `/guides/eating-well-in-pregnancy.pdf` */
  readonly path: `/guides/${GuideSlug}.pdf`;
}

/** Every guide's download, in the order /resources lists the guides. */
export const guideDownloads: readonly GuideDownload[] = guides.map(({ title }) => {
  if (!(title in slugs)) throw new Error(`The guide "${title}" has no file name in guideDownloads.ts.`);
  const slug = slugs[title as GuideTitle];
  return { title: title as GuideTitle, slug, path: `${guideDirectory}${slug}.pdf` as `/guides/${GuideSlug}.pdf` };
});

/** The download of the guide with this title, if it has one. */
export function guideDownloadFor(title: string): GuideDownload | undefined {
  return guideDownloads.find((download) => download.title === title);
}

/** The size of each guide's PDF on one site, in bytes, by path (the prerender measures them). */
export type GuideSizes = Readonly<Record<string, number>>;
