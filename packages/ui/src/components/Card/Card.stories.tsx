import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'Content/Card',
  component: Card,
  args: {
    as: 'article',
    children: (
      <>
        <h3>Privacy protection</h3>
        <p>We store no personal health data. Calculators run in your browser and nothing is sent.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A plain card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toBeVisible();
  },
};

/** A card with a category edge. */
export const Toned: Story = {
  args: { tone: 'postpartum' },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(getComputedStyle(article).borderTopWidth).toBe('4px');
  },
};
