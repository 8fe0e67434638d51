import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '../Layout/Layout';
import { StatCard } from './StatCard';

const meta = {
  title: 'Content/StatCard',
  component: StatCard,
  args: { value: '500+', label: 'Articles', icon: 'book' },
} satisfies Meta<typeof StatCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One statistic. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('500+')).toBeVisible();
  },
};

/** The home page's four statistics as a list. */
export const HomePageRow: Story = {
  render: () => (
    <Grid as="ul" columns={4} aria-label="Site statistics">
      <StatCard as="li" value="500+" label="Articles" icon="book" />
      <StatCard as="li" value="2" label="Countries" icon="globe" />
      <StatCard as="li" value="24/7" label="Access" icon="calendar" />
      <StatCard as="li" value="GMC" label="Registered doctor" icon="shield" />
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Site statistics' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};
