import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Progress } from './Progress';

const meta = {
  title: 'Feedback/Progress',
  component: Progress,
  args: { label: 'Running security tests', value: 33 },
} satisfies Meta<typeof Progress>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The security test page shows 33 while tests run. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Running security tests' });
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
    const fill = bar.firstElementChild as HTMLElement;
    await expect(fill.getBoundingClientRect().width).toBeCloseTo(bar.clientWidth * 0.33, -1);
  },
};

/** Complete. */
export const Complete: Story = {
  args: { label: 'Tests complete', value: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('100%')).toBeVisible();
  },
};
