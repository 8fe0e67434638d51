import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { authMessages } from './types';

const meta = {
  title: 'Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onRequest: fn(async () => ({})), onSent: fn() },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ width: 'min(24rem, 90vw)' }}><Story /></div>],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;

type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset email' }));
  return canvas;
}

/** Empty: one required email field, with what will happen in its hint. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toBeRequired();
    await expect(canvas.getByText(/link and a code to choose a new password/)).toBeVisible();
  },
};

/** While the request runs. */
export const Sending: Story = {
  args: { onRequest: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'amina@example.com');
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Sent: the same words whether or not the address has an account. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await send(canvasElement, 'amina@example.com');
    await expect(await canvas.findByRole('status')).toHaveTextContent(authMessages.resetSent('amina@example.com'));
    await expect(args.onSent).toHaveBeenCalledWith('amina@example.com');
  },
};

/** In development the message links to the local mailbox. */
export const SentWithLocalMailbox: Story = {
  args: { mailboxUrl: 'http://localhost:54321/mailbox' },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'amina@example.com');
    await expect(await canvas.findByRole('link', { name: /local mailbox/ })).toHaveAttribute('href', 'http://localhost:54321/mailbox');
  },
};

/** Asked again within the minute: the provider's plain words. */
export const TooSoon: Story = {
  args: {
    onRequest: fn(async () => ({ error: { message: 'Please wait 42 seconds before asking for another email.', code: 'over_email_send_rate_limit' } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'amina@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please wait 42 seconds before asking for another email.');
  },
};
