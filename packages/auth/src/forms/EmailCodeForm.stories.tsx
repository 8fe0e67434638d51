import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailCodeForm } from './EmailCodeForm';
import { authMessages } from './types';

const meta = {
  title: 'Auth/EmailCodeForm',
  component: EmailCodeForm,
  args: { purpose: 'recovery', onVerify: fn(async () => ({})), onSuccess: fn() },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ width: 'min(24rem, 90vw)' }}><Story /></div>],
} satisfies Meta<typeof EmailCodeForm>;
export default meta;

type Story = StoryObj<typeof meta>;

async function enter(canvasElement: HTMLElement, code: string, email?: string) {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Code from the email'), code);
  await userEvent.click(canvas.getByRole('button', { name: /Continue|Confirm email address/ }));
  return canvas;
}

/** The password-reset code, with the address to type. */
export const Recovery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Reset with the code from the email' })).toBeVisible();
    await expect(canvas.getByLabelText('Code from the email')).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

/** The sign-up code, with the address filled in. */
export const SignUpWithAddress: Story = {
  args: { purpose: 'signup', email: 'amina@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('amina@example.com');
    await expect(canvas.getByRole('button', { name: 'Confirm email address' })).toBeVisible();
  },
};

/** Under a form that just asked for the address (the reset page): named, not asked again. */
export const WithoutAddressField: Story = {
  args: { email: 'amina@example.com', askEmail: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Email')).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Reset with the code from the email' })).toHaveTextContent('amina@example.com');
    await userEvent.type(canvas.getByLabelText('Code from the email'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onVerify).toHaveBeenCalledWith('amina@example.com', '123456', 'recovery');
  },
};

/** Not six digits. */
export const WrongShape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await enter(canvasElement, '12345', 'amina@example.com');
    await expect(canvas.getByRole('alert')).toHaveTextContent(authMessages.codeShape(6));
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** A wrong or old code: the provider's words. */
export const Refused: Story = {
  args: { onVerify: fn(async () => ({ error: { message: 'That code is wrong or has expired. Check it against the newest email, or ask for a new one.', code: 'otp_expired' } })) },
  play: async ({ canvasElement }) => {
    const canvas = await enter(canvasElement, '000000', 'amina@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That code is wrong or has expired.');
  },
};

/** Accepted. */
export const Accepted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await enter(canvasElement, '123456', 'amina@example.com');
    await expect(await canvas.findByRole('status')).toHaveTextContent(authMessages.codeAccepted.recovery);
    await expect(args.onVerify).toHaveBeenCalledWith('amina@example.com', '123456', 'recovery');
  },
};
