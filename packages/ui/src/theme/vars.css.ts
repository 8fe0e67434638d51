import { createThemeContract } from '@vanilla-extract/css';
import { light, shared } from './tokens';

// The contract mirrors the token shape; values are filled by the themes in theme.css.ts.
const shape = { ...light, ...shared };

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function nulls<T extends object>(source: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, typeof value === 'string' ? null : nulls(value)]),
  ) as Contract<T>;
}

/**
 * The one theme contract: CSS custom properties for every token. Styles refer to `vars.*`,
 * never to raw values, so a theme (light, dark) can swap them all at once.
 *
 * @example
 * style({ color: vars.color.text, padding: vars.space.md })
 */
export const vars = createThemeContract(nulls(shape));
