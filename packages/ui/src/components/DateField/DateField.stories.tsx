import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'First day of your last period', hint: 'For example, 5 3 2024', max: '2030-12-31' },
} satisfies Meta<typeof DateField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A native date input, reached with Tab and described by its hint. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('First day of your last period');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAccessibleDescription('For example, 5 3 2024');
  },
};

/** With a value and an error, as when a date is in the future. */
export const WithError: Story = {
  args: { defaultValue: '2024-03-05', error: 'The date must be today or in the past' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('First day of your last period');
    await expect(input).toHaveValue('2024-03-05');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
