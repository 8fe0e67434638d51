import { badJson } from './errors';

/*
 * GoTrue decodes bodies into typed Go structs, so a field of the wrong JSON type fails decoding
 * with 400 bad_json. These readers do the same: absent or null means "not given"; any other
 * type is refused.
 */

/**
 * A string field, or '' when absent or null.
 *
 * @example
 * stringField({ email: 'a@b.org' }, 'email'); // 'a@b.org'; { email: 1 } throws bad_json
 */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badJson(`field "${name}" must be a string`);
  return value;
}

/**
 * An object field, or {} when absent or null.
 *
 * @example
 * objectField({ data: null }, 'data'); // {}
 */
export function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = body[name];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badJson(`field "${name}" must be an object`);
  return value as Record<string, unknown>;
}
