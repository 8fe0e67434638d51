import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Close menu' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A button whose only visible content is a symbol still has a spoken name. */
export const InsideAButton: Story = {
  render: () => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden>Close menu</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
};
