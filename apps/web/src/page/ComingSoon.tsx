import { Button } from '@wh/ui';
import type { ReactNode } from 'react';

/**
 * A button for a feature that is not ready yet: disabled, and described (for screen readers too,
 * through `aria-describedby`) by the visible note whose id it is given.
 *
 * @example
 * <p id="forum-soon">Coming soon: the forum opens later this year.</p>
 * <ComingSoonButton describedBy="forum-soon">Join Discussion</ComingSoonButton>
 */
export function ComingSoonButton({
  describedBy,
  children,
  variant = 'outline',
}: {
  describedBy: string;
  children: ReactNode;
  variant?: 'primary' | 'outline';
}) {
  return (
    <Button variant={variant} disabled aria-describedby={describedBy}>
      {children}
    </Button>
  );
}
