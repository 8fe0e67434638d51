import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const cycleLengths = Array.from({ length: 15 }, (_, i) => ({ value: String(21 + i), label: `${21 + i} days` }));

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Average cycle length',
    hint: 'Cycles of 21 to 35 days are normal.',
    options: cycleLengths,
    defaultValue: '28',
  },
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The cycle-length choice used by the ovulation calculator. */
export const CycleLength: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Average cycle length' });
    await expect(select).toHaveValue('28');
    await userEvent.selectOptions(select, '31');
    await expect(select).toHaveValue('31');
  },
};
