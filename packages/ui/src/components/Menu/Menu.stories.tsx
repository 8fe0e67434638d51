import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from './Menu';

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  args: {
    label: 'Tools & Resources',
    currentHref: '#resources',
    items: [
      { label: 'Ovulation calculator', href: '#ovulation-calculator' },
      { label: 'Due date calculator', href: '#due-date-calculator' },
      { label: 'Symptom checker', href: '#symptom-checker' },
      { label: 'Medical glossary', href: '#glossary' },
      { label: 'Resources', href: '#resources' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Menu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Keyboard only: open with Enter, move with arrows, close with Escape. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Tools & Resources' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Ovulation calculator' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Due date calculator' })).toHaveFocus();
    await expect(within(menu).getByRole('menuitem', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};
