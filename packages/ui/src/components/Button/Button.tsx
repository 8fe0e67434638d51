import { Button as AriakitButton, type ButtonProps as AriakitButtonProps } from '@ariakit/react';
import { forwardRef } from 'react';
import { cx } from '../private/cx';
import * as styles from './Button.css';

export interface ButtonProps extends Omit<AriakitButtonProps, 'className'> {
  /** Visual weight. Default `primary`. */
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
  /** Default `md` (44px tall). */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /**
   * A request is running: the button is announced as unavailable, ignores presses and shows
   * `loadingText`. It stays focusable so keyboard users do not lose their place.
   */
  loading?: boolean;
  /** Text shown while `loading`, e.g. "Signing In...". */
  loadingText?: string;
  className?: string;
}

/**
 * A button. Ariakit supplies the behaviour; pass `render={<a href="…" />}` (or a router link)
 * to get a link that looks like a button.
 *
 * @example
 * <Button onClick={save}>Save</Button>
 * <Button loading={busy} loadingText="Signing In..." type="submit">Sign In</Button>
 * <Button render={<a href="/pregnancy" />} variant="outline">Explore Pregnancy Tips</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading = false, loadingText, disabled, className, children, ...props },
  ref,
) {
  return (
    <AriakitButton
      ref={ref}
      {...props}
      disabled={disabled || loading}
      // While loading keep focus on the button (aria-disabled) instead of dropping it to <body>.
      accessibleWhenDisabled={loading && !disabled}
      aria-busy={loading || undefined}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
    >
      {loading && loadingText ? loadingText : children}
    </AriakitButton>
  );
});
