import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountrySelector } from './CountrySelector';

const meta = {
  title: 'Navigation/CountrySelector',
  component: CountrySelector,
  args: {
    country: 'uk',
    origins: { uk: 'https://example.org', ng: 'https://nigeria.example.org' },
    path: '/pregnancy',
  },
} satisfies Meta<typeof CountrySelector>;
export default meta;

type Story = StoryObj<typeof meta>;

/** On the UK site: UK is marked current; Nigeria links to the same page on the Nigeria site. */
export const OnTheUkSite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Switch to the Nigeria site' });
    await expect(link).toHaveAttribute('href', 'https://nigeria.example.org/pregnancy');
    // Reached with Tab like any link (following it would leave the test page).
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** On the Nigeria site. */
export const OnTheNigeriaSite: Story = {
  args: { country: 'ng', path: '/faq' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Switch to the UK site' })).toHaveAttribute('href', 'https://example.org/faq');
  },
};
