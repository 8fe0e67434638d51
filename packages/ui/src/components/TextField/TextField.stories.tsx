import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email', hint: 'We will only use it to sign you in.' },
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Label, hint and input. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'amina@example.com');
    await expect(input).toHaveValue('amina@example.com');
    await expect(input).toHaveAccessibleDescription('We will only use it to sign you in.');
  },
};

/** An error is read with the field. */
export const WithError: Story = {
  args: { error: 'Please fill in all fields' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Error: Please fill in all fields/);
  },
};
