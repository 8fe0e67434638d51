/**
 * Makes one country site's guide PDFs (see guideContent.ts and guidePdf.ts) into its folder of the
 * built site, at the addresses `guideDownloads` gives, and says how big each is.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Country } from '@wh/core';
import { guideDownloads, type GuideSizes } from '../../src/guideDownloads';
import { guideContent } from './guideContent';
import { guidePdf } from './guidePdf';

/** A guide this big is too big to send on a data bundle: the build stops and says which. */
export const guideSizeLimit = 500 * 1024;

export async function writeGuidePdfs(siteDir: string, country: Country, origin: string): Promise<GuideSizes> {
  const sizes: Record<string, number> = {};
  for (const download of guideDownloads) {
    const bytes = await guidePdf(await guideContent(download.slug, country), origin);
    if (bytes.length > guideSizeLimit) {
      throw new Error(`${country}${download.path} is ${Math.round(bytes.length / 1024)} KB, over the ${guideSizeLimit / 1024} KB a reader on a data bundle can be asked to download.`);
    }
    const file = join(siteDir, download.path.slice(1));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    sizes[download.path] = bytes.length;
  }
  return sizes;
}
