import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Drawer } from './Drawer';

const links = ['Home', 'Pregnancy', 'Fertility', 'Postpartum', 'Gynaecology', 'FAQ'];

const meta = {
  title: 'Navigation/Drawer',
  component: Drawer,
  args: {
    title: 'Site menu',
    children: (
      <nav aria-label="Main">
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.25rem' }}>
          {links.map((label) => (
            <li key={label}>
              <a href={`#${label.toLowerCase()}`} style={{ display: 'block', padding: '0.5rem' }} aria-current={label === 'Home' ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    ),
  },
} satisfies Meta<typeof Drawer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opens from the keyboard, traps focus, closes on Escape and returns focus to the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // The dialog is portalled to <body>, outside the story root.
    const dialog = await screen.findByRole('dialog', { name: 'Site menu' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThanOrEqual(300);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    // The trap: everything outside the dialog is made inert, so the browser's Tab cannot reach it.
    // (Simulated Tab ignores `inert`, so the test checks the attribute rather than tabbing out.)
    await expect(trigger.closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Choosing a link closes the drawer. */
export const ClosesOnLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Site menu' });
    const link = within(dialog).getByRole('link', { name: 'FAQ' });
    // Keep the test page where it is; the drawer reacts to the click either way.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
