import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSettled } from '../../test/render';
import { Drawer } from './Drawer';

function Example() {
  return (
    <Drawer title="Site menu">
      <nav aria-label="Main">
        <ul>
          <li>
            <a href="#pregnancy">Pregnancy</a>
          </li>
          <li>
            <a href="#faq">FAQ</a>
          </li>
        </ul>
      </nav>
    </Drawer>
  );
}

describe('Drawer', () => {
  it('opens as a named dialog with focus inside and closes on Escape', async () => {
    const user = userEvent.setup();
    await renderSettled(<Example />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Site menu' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus returning to the trigger is checked in Chromium by Drawer.stories.tsx.
    expect(trigger).toBeInTheDocument();
  });

  // The focus trap relies on `inert`, which jsdom lacks; Drawer.stories.tsx checks it in Chromium.

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup();
    await renderSettled(<Example />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    await renderSettled(<Example />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds nothing to the page until opened, and then only an h2 heading', async () => {
    const user = userEvent.setup();
    await renderSettled(<Example />);
    // Pages keep exactly one h1, and a closed drawer's links are not in the page twice.
    expect(document.querySelector('h1, h2')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pregnancy', hidden: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Site menu' })).toBeInTheDocument();
  });
});
