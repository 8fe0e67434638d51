import { Menu as AriakitMenu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import type { ReactElement } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Menu.css';
import { anchor } from '../private/anchor';

/** One link in a menu. */
export interface MenuLink {
  label: string;
  href: string;
}

/** Builds the element a menu link renders as; default `<a href>`. Use it for router links. */
export type RenderMenuLink = (href: string) => ReactElement;

const defaultRenderLink: RenderMenuLink = (href) => anchor(href);

export interface MenuProps {
  /** The button's text, e.g. "Tools & Resources". */
  label: string;
  items: readonly MenuLink[];
  /** The current page's path; the matching item gets `aria-current="page"`. */
  currentHref?: string;
  /** Render links through a router: `(href) => <RouterLink to={href} />`. */
  renderLink?: RenderMenuLink;
  className?: string;
}

/**
 * A drop-down menu of links built on Ariakit's Menu: Enter, Space or Down Arrow opens it,
 * arrows move, Home/End jump, typing a letter finds an item, Escape closes and returns focus.
 *
 * Its links exist only once opened with JavaScript; keep them reachable without it elsewhere
 * (the site's simple link bar and footer).
 *
 * @example
 * <Menu label="Tools & Resources" items={[
 *   { label: 'Ovulation calculator', href: '/tools/ovulation-calculator' },
 *   { label: 'Resources', href: '/resources' },
 * ]} />
 */
export function Menu({ label, items, currentHref, renderLink = defaultRenderLink, className }: MenuProps) {
  return (
    <MenuProvider>
      <MenuButton className={className ?? styles.button}>
        {label}
        <Icon name="chevron-down" size="sm" className={styles.chevron} />
      </MenuButton>
      <AriakitMenu gutter={4} unmountOnHide className={styles.menu}>
        {items.map((item) => (
          <MenuItem
            key={item.href}
            render={renderLink(item.href)}
            className={styles.item}
            aria-current={item.href === currentHref ? 'page' : undefined}
          >
            {item.label}
          </MenuItem>
        ))}
      </AriakitMenu>
    </MenuProvider>
  );
}
