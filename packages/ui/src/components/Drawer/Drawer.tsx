import { Dialog, DialogDisclosure, DialogDismiss, DialogHeading, useDialogStore } from '@ariakit/react';
import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Drawer.css';

export interface DrawerProps {
  /** Heading inside the drawer; it also names the dialog. */
  title: string;
  /**
   * Text of the button that opens the drawer. Default "Menu".
   * @default Menu
   */
  triggerLabel?: string;
  /** The drawer's content, usually navigation links. */
  children: ReactNode;
  /**
   * Which edge it slides from. Default `left`.
   * @default left
   */
  side?: 'left' | 'right';
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Class for the trigger button. */
  triggerClassName?: string;
}

/**
 * A side drawer (300px wide, 400px on larger screens) built on Ariakit's modal Dialog: focus
 * moves in and is trapped, Escape or the Close button closes it, focus returns to the trigger,
 * and choosing any link inside closes it too.
 *
 * The drawer needs JavaScript; keep the same links reachable without it (for example in the
 * footer or a simple link bar), as the site's navigation does.
 *
 * @example
 * <Drawer title="Site menu">
 *   <nav aria-label="Main"><ul><li><a href="/faq">FAQ</a></li></ul></nav>
 * </Drawer>
 */
export function Drawer({
  title,
  triggerLabel = 'Menu',
  children,
  side = 'left',
  open,
  onOpenChange,
  triggerClassName,
}: DrawerProps) {
  const store = useDialogStore({ open, setOpen: onOpenChange });

  // Links are the drawer's purpose: following one (including same-page router links) closes it.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) store.hide();
  };

  return (
    <>
      <DialogDisclosure store={store} className={triggerClassName ?? styles.iconButton}>
        <Icon name="menu" />
        {triggerLabel}
      </DialogDisclosure>
      <Dialog
        store={store}
        modal
        // Not in the page until opened: the page keeps one h1, and closed drawers cost nothing.
        unmountOnHide
        backdrop={<div className={styles.backdrop} />}
        className={styles.drawer}
        data-side={side}
        onClick={closeOnLink}
      >
        <div className={styles.header}>
          {/* An h2, not Ariakit's default h1: the page already has its one h1. Ariakit fills in the title. */}
          {/* eslint-disable-next-line jsx-a11y/heading-has-content */}
          <DialogHeading className={styles.heading} render={<h2 />}>
            {title}
          </DialogHeading>
          <DialogDismiss className={styles.iconButton}>
            <Icon name="close" />
            <VisuallyHidden>Close</VisuallyHidden>
          </DialogDismiss>
        </div>
        <div className={styles.body}>{children}</div>
      </Dialog>
    </>
  );
}
