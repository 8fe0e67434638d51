import { cloneElement, forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactElement } from 'react';
import { cx } from '../private/cx';
import * as styles from './Button.css';

export interface ButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'className'> {
  /**
   * Visual weight. Default `primary`.
   * @default primary
   */
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
  /**
   * Default `md` (44px tall).
   * @default md
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * A request is running: the button is announced as unavailable, ignores presses and shows
   * `loadingText`. It stays focusable so keyboard users do not lose their place.
   * @default false
   */
  loading?: boolean;
  /** Text shown while `loading`, e.g. "Signing In...". */
  loadingText?: string;
  /**
   * Render another element, such as a link that looks like a button:
   * `render={<a href="/pregnancy" />}` or a router link. Its own props win, except
   * `className`, which is combined.
   */
  render?: ReactElement;
  className?: string;
}

/**
 * A button: a native `<button type="button">` (pass `type="submit"` in a form),
 * or a link that looks like one with `render`.
 *
 * Native, not an Ariakit `Button`: the browser already gives a `<button>` its
 * keyboard and focus behaviour, and pages hydrate faster without the extra
 * hooks. The one thing added is the busy state: `aria-disabled` rather than
 * `disabled`, so focus stays on the button while it works.
 *
 * @example
 * <Button onClick={save}>Save</Button>
 * <Button loading={busy} loadingText="Signing In..." type="submit">Sign In</Button>
 * <Button render={<a href="/pregnancy" />} variant="outline">Explore Pregnancy Tips</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading = false, loadingText, disabled, className, children, render, type, onClick, ...props },
  ref,
) {
  const classes = cx(styles.button({ variant, size, fullWidth }), className);
  const content = loading && loadingText ? loadingText : children;
  if (render) {
    return cloneElement(render, {
      ...props,
      onClick,
      ref,
      ...(render.props as object),
      className: cx(classes, (render.props as { className?: string }).className),
      children: content,
    } as Record<string, unknown>);
  }
  const busy = loading && !disabled;
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      {...props}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      // A busy button ignores presses, including the one that would submit its form.
      onClick={busy ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick}
      className={classes}
    >
      {content}
    </button>
  );
});
