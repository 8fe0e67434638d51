import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { toneNames } from '../../theme/tokens';
import { Badge } from './Badge';

const meta = {
  title: 'Content/Badge',
  component: Badge,
  args: { tone: 'pregnancy', children: 'Pregnancy' },
} satisfies Meta<typeof Badge>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One category badge. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pregnancy')).toBeVisible();
  },
};

const labels = { pregnancy: 'Pregnancy', fertility: 'Fertility', postpartum: 'Postpartum', other: 'Health' };

/** The four category tones (axe checks each for contrast) and the outline style. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {toneNames.map((tone) => (
        <Badge key={tone} tone={tone}>
          {labels[tone]}
        </Badge>
      ))}
      <Badge outline>First Trimester</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = new Set(toneNames.map((tone) => getComputedStyle(canvas.getByText(labels[tone])).backgroundColor));
    await expect(colours.size).toBe(4);
  },
};
