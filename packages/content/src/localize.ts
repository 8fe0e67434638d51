import type { Country } from '@wh/core';
import type { Localized, Resolved } from './primitives';

function isPerCountry<T>(value: Localized<T>): value is { readonly uk: T; readonly ng: T } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  // Exactly these two keys: a content object that happens to have a `uk` field is not a per-country value.
  return keys.length === 2 && 'uk' in value && 'ng' in value;
}

/**
 * Picks the version of a value for one country.
 *
 * @example
 * localize({ uk: 'Call 999', ng: 'Call 112' }, 'ng'); // 'Call 112'
 * localize('Drink water', 'uk'); // 'Drink water'
 */
export function localize<T>(value: Localized<T>, country: Country): T {
  return isPerCountry(value) ? value[country] : value;
}

/**
 * Resolves every per-country value inside a piece of content for one country,
 * at any depth, so a page can be handed to widgets as plain strings.
 *
 * @example
 * const page = localizeDeep({ title: 'Help', action: { uk: 'Call 999', ng: 'Call 112' } }, 'ng');
 * page.action; // 'Call 112'
 */
export function localizeDeep<T>(value: T, country: Country): Resolved<T> {
  return resolve(value, country) as Resolved<T>;
}

function resolve(value: unknown, country: Country): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, country));
  if (typeof value !== 'object' || value === null) return value;
  if (isPerCountry(value)) return resolve(value[country], country);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = resolve(item, country);
  return out;
}
