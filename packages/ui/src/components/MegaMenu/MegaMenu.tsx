import { Menu as AriakitMenu, MenuButton, MenuGroup, MenuItem, MenuProvider } from '@ariakit/react';
import { useId } from 'react';
import { Icon } from '../Icon/Icon';
import type { RenderMenuLink } from '../Menu/Menu';
import * as menuStyles from '../Menu/Menu.css';
import { cx } from '../private/cx';
import * as styles from './MegaMenu.css';
import { anchor } from '../private/anchor';

/** One topic of the mega-menu (the spec's navigation topic). */
export interface MegaMenuTopic {
  title: string;
  href: string;
  description: string;
  subcategories: readonly { title: string; href: string }[];
  /** A last link after the subcategories, to a page that lists more: "See all 12 pregnancy guides". */
  more?: { title: string; href: string };
}

export interface MegaMenuProps {
  /** The button's text, e.g. "Health Topics". */
  label: string;
  topics: readonly MegaMenuTopic[];
  /** The current page's path; the matching item gets `aria-current="page"`. */
  currentHref?: string;
  /** Render links through a router: `(href) => <RouterLink to={href} />`. */
  renderLink?: RenderMenuLink;
  className?: string;
}

const defaultRenderLink: RenderMenuLink = (href) => anchor(href);

/**
 * A wide menu of topics, each with a description and its subcategories, built on Ariakit's Menu
 * so it is one keyboard-operable menu: arrows move through every link in reading order, typing a
 * letter jumps, Escape closes. Each topic's description is read as the link's description, and
 * its subcategories (and its `more` link) form a named group. From desktop width the topics sit
 * side by side in columns, so the menu stays short enough for a laptop screen: give each topic a
 * few subcategories and a `more` link rather than a long list.
 *
 * @example
 * <MegaMenu label="Health Topics" topics={navigationTopics} currentHref={pathname} />
 */
export function MegaMenu({ label, topics, currentHref, renderLink = defaultRenderLink, className }: MegaMenuProps) {
  const base = useId();
  const current = (href: string) => (href === currentHref ? 'page' : undefined);
  return (
    <MenuProvider>
      <MenuButton className={className ?? menuStyles.button}>
        {label}
        <Icon name="chevron-down" size="sm" className={menuStyles.chevron} />
      </MenuButton>
      <AriakitMenu gutter={4} unmountOnHide className={cx(menuStyles.menu, styles.panel)}>
        {topics.map((topic, index) => {
          const titleId = `${base}-topic-${index}`;
          const descriptionId = `${titleId}-description`;
          return (
            <div key={topic.href} className={styles.topic}>
              <MenuItem
                render={renderLink(topic.href)}
                className={menuStyles.item}
                // Name from the title alone; the description is read after it, not as part of it.
                aria-labelledby={titleId}
                aria-describedby={descriptionId}
                aria-current={current(topic.href)}
              >
                <span id={titleId} className={styles.topicTitle}>
                  {topic.title}
                </span>
                <span id={descriptionId} className={styles.description}>
                  {topic.description}
                </span>
              </MenuItem>
              {topic.subcategories.length > 0 || topic.more ? (
                <MenuGroup aria-label={`${topic.title}: more pages`} className={styles.sub}>
                  {topic.subcategories.map((sub) => (
                    <MenuItem
                      key={sub.href}
                      render={renderLink(sub.href)}
                      className={menuStyles.item}
                      aria-current={current(sub.href)}
                    >
                      {sub.title}
                    </MenuItem>
                  ))}
                  {topic.more ? (
                    <MenuItem render={renderLink(topic.more.href)} className={cx(menuStyles.item, styles.more)}>
                      {topic.more.title}
                      <Icon name="chevron-right" size="sm" className={styles.moreIcon} />
                    </MenuItem>
                  ) : null}
                </MenuGroup>
              ) : null}
            </div>
          );
        })}
      </AriakitMenu>
    </MenuProvider>
  );
}
