import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResendConfirmation } from './ResendConfirmation';
import { authMessages } from './types';

const meta = {
  title: 'Auth/ResendConfirmation',
  component: ResendConfirmation,
  args: { onResend: fn(async () => ({})) },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ width: 'min(24rem, 90vw)' }}><Story /></div>],
} satisfies Meta<typeof ResendConfirmation>;
export default meta;

type Story = StoryObj<typeof meta>;

/** For a known address: one button. */
export const ForAnAddress: Story = {
  args: { email: 'amina@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the email again' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(authMessages.resendSent('amina@example.com'));
    await expect(args.onResend).toHaveBeenCalledWith('amina@example.com');
  },
};

/** Asking for the address. */
export const AskingForTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toBeRequired();
  },
};

/** Asked again too soon. */
export const TooSoon: Story = {
  args: {
    email: 'amina@example.com',
    onResend: fn(async () => ({ error: { message: 'Please wait 37 seconds before asking for another email.', code: 'over_email_send_rate_limit' } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the email again' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please wait 37 seconds before asking for another email.');
  },
};
