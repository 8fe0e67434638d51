import { Badge, toneForCategory, VisuallyHidden } from '@wh/ui';

/**
 * A topic category as a coloured badge (pregnancy blue, fertility pink, recovery green, anything
 * else grey: `toneForCategory`), read as "Category: Pregnancy" so the colour is never the only cue.
 * Used wherever the site lists resources, forum topics or stories by category.
 */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge tone={toneForCategory(category)}>
      <VisuallyHidden>Category: </VisuallyHidden>
      {category}
    </Badge>
  );
}
