import type { IconName as ContentIconName } from '@wh/content';
import { Icon, iconNames, type IconName } from '@wh/ui';

const available = new Set<string>(iconNames);

/**
 * The icon a piece of content names, drawn from @wh/ui's set. Icons here are
 * decorative (the text beside them carries the meaning), so a name the set
 * does not have yet draws nothing rather than a wrong picture.
 */
export function ContentIcon({ name, size = 'md' }: { name: ContentIconName; size?: 'sm' | 'md' | 'lg' }) {
  return available.has(name) ? <Icon name={name as IconName} size={size} /> : null;
}
