import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmEmailHelp } from './ConfirmEmailHelp';

const meta = {
  title: 'Auth/ConfirmEmailHelp',
  component: ConfirmEmailHelp,
  args: { onVerifyCode: fn(async () => ({})), onResend: fn(async () => ({})), onSuccess: fn() },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ width: 'min(24rem, 90vw)' }}><Story /></div>],
} satisfies Meta<typeof ConfirmEmailHelp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** After sign-up, or when sign-in says the address is not confirmed: the code, or the email again. */
export const ForAnAddress: Story = {
  args: { email: 'amina@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const help = canvas.getByRole('region', { name: 'Confirm your email address' });
    await expect(within(help).getByRole('form', { name: 'Confirm with the code from the email' })).toBeVisible();
    await expect(within(help).getByRole('button', { name: 'Send the email again' })).toBeVisible();
  },
};

/** Where a confirmation link failed, under the page's own heading: the reader types the address once, for both. */
export const AskingForTheAddress: Story = {
  args: { heading: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Confirm your email address' })).toBeVisible();
    await expect(canvas.getAllByLabelText('Email')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the email again' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter your email address first.');
    await userEvent.type(canvas.getByLabelText('Email'), 'ngozi@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the email again' }));
    await expect(args.onResend).toHaveBeenCalledWith('ngozi@example.com');
  },
};
