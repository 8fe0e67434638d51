import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'new-password', hint: 'At least 6 characters.' },
} satisfies Meta<typeof PasswordField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Type, then press Show to check it. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret1');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

/** With an error message. */
export const WithError: Story = {
  args: { error: 'Password must be at least 6 characters long' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Without JavaScript the Show button is not offered. */
export const WithoutJavaScript: Story = {
  globals: { scripting: 'off' },
  // Its own frame on the docs page: the no-JS form is a class on <html>, which the page's other examples share.
  parameters: { docs: { story: { inline: false, height: '180px' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
