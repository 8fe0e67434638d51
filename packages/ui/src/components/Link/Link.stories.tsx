import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#faq', children: 'Read the frequently asked questions' },
} satisfies Meta<typeof Link>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A link inside running text. */
export const InText: Story = {
  render: (args) => (
    <p>
      Still unsure? <Link {...args} /> or speak to your midwife.
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#faq');
  },
};

/** An external link opens a new tab and says so to screen readers. */
export const External: Story = {
  args: { href: 'https://www.nhs.uk/pregnancy/', external: true, children: 'NHS pregnancy guide' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'NHS pregnancy guide (opens in new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
