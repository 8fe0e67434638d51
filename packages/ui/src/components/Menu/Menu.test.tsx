import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSettled } from '../../test/render';
import { Menu } from './Menu';

const items = [
  { label: 'Ovulation calculator', href: '/tools/ovulation-calculator' },
  { label: 'Due date calculator', href: '/tools/due-date-calculator' },
  { label: 'Resources', href: '/resources' },
];

describe('Menu', () => {
  // Arrow-key focus movement is checked in Chromium by Menu.stories.tsx: Ariakit only focuses
  // items it can see, and jsdom lays nothing out.
  it('opens from the keyboard and closes on Escape', async () => {
    const user = userEvent.setup();
    await renderSettled(<Menu label="Tools & Resources" items={items} />);
    const button = screen.getByRole('button', { name: 'Tools & Resources' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('renders items as links and marks the current page', async () => {
    const user = userEvent.setup();
    await renderSettled(<Menu label="Tools" items={items} currentHref="/resources" />);
    await user.click(screen.getByRole('button', { name: 'Tools' }));
    const current = await screen.findByRole('menuitem', { name: 'Resources' });
    expect(current.tagName).toBe('A');
    expect(current).toHaveAttribute('href', '/resources');
    expect(current).toHaveAttribute('aria-current', 'page');
  });
});
