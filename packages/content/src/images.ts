/**
 * Our own illustrations, shipped in the package's `images/` folder and
 * imported by the app as `@wh/content/images/<file>`. They are simple SVGs
 * with no text inside, so they need no translation and stay small.
 */

import type { ImageRef } from './primitives';

/** Every illustration the content refers to. */
export const images = {
  hero: { file: 'hero.svg', width: 480, height: 360, alt: '' },
  pregnancy: {
    file: 'pregnancy.svg',
    width: 400,
    height: 300,
    alt: 'Illustration of a pregnant woman resting a hand on her bump',
  },
  fertility: {
    file: 'fertility.svg',
    width: 400,
    height: 300,
    alt: 'Illustration of a pink flower in bloom',
  },
  postpartum: {
    file: 'postpartum.svg',
    width: 400,
    height: 300,
    alt: 'Illustration of a mother holding her newborn baby',
  },
  gynaecology: {
    file: 'gynaecology.svg',
    width: 400,
    height: 300,
    alt: 'Illustration of a shield with a flower and a health cross',
  },
} as const satisfies Record<string, ImageRef>;
