import type { ImageRef } from '@wh/content';

// Every illustration @wh/content ships, as hashed asset URLs (long-cached, never inlined).
const urls = import.meta.glob<string>('@content-images/*.svg', { eager: true, query: '?url', import: 'default' });

/** The URL of one of the content package's illustrations. */
export function imageUrl(image: ImageRef): string {
  const url = urls[`@content-images/${image.file}`] ?? Object.entries(urls).find(([key]) => key.endsWith(`/${image.file}`))?.[1];
  if (!url) throw new Error(`@wh/content refers to an image it does not ship: ${image.file}`);
  return url;
}
