import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignUpForm } from './SignUpForm';

const meta = {
  title: 'Auth/SignUpForm',
  component: SignUpForm,
  args: { onSignUp: fn(async () => ({})) },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ width: 'min(24rem, 90vw)' }}><Story /></div>],
} satisfies Meta<typeof SignUpForm>;
export default meta;

type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, email: string, password: string, confirm: string) {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText('Email'), email);
  if (password) await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), password);
  if (confirm) await userEvent.type(canvas.getByLabelText('Confirm password', { selector: 'input' }), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
  return canvas;
}

/** Empty and ready. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toBeRequired();
    await expect(canvas.getByLabelText('Confirm password', { selector: 'input' })).toHaveAttribute('type', 'password');
  },
};

/** Any empty field comes first. */
export const MissingField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'secret12', '');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** Then a confirmation that differs (checked before the length, so a short pair reports this). */
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'abc', 'abd');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** Then a password under 6 characters. */
export const PasswordTooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'abc12', 'abc12');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** While the request runs: the button is disabled and reads 'Creating Account...'. */
export const CreatingAccount: Story = {
  args: { onSignUp: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'secret12', 'secret12');
    await expect(canvas.getByRole('button', { name: 'Creating Account...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The provider's message, in a destructive alert; the fields keep their values. */
export const ProviderError: Story = {
  args: { onSignUp: fn(async () => ({ error: { message: 'User already registered' } })) },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'secret12', 'secret12');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('User already registered');
    await expect(canvas.getByLabelText('Email')).toHaveValue('amina@example.com');
  },
};

/** No message from the provider: 'Failed to create account'. */
export const FallbackError: Story = {
  args: { onSignUp: fn(async () => ({ error: { message: '' } })) },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'secret12', 'secret12');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create account');
  },
};

/** Success: the message takes the form's place and the focus, naming the address. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'secret12', 'secret12');
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Account created successfully! Please check your email to confirm your account.');
    await expect(status).toHaveTextContent('We sent it to amina@example.com.');
    await expect(args.onSignUp).toHaveBeenCalledWith('amina@example.com', 'secret12');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.queryByRole('form', { name: 'Sign up' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different email address' }));
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
  },
};

/** In development the success message also links to the local auth server's mailbox. */
export const SuccessWithLocalMailbox: Story = {
  args: { mailboxUrl: 'http://localhost:54321/mailbox' },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'secret12', 'secret12');
    await expect(await canvas.findByRole('link', { name: /local mailbox/ })).toHaveAttribute(
      'href',
      'http://localhost:54321/mailbox',
    );
  },
};

/** After sign-up, the code from the email and sending it again are offered. */
export const SuccessWithCodeAndResend: Story = {
  args: { onResend: fn(async () => ({})), onVerifyCode: fn(async () => ({})) },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'secret12', 'secret12');
    const help = within(await canvas.findByRole('region', { name: 'Confirm your email address' }));
    await expect(help.getByLabelText('Email')).toHaveValue('amina@example.com');
    await expect(help.getByLabelText('Code from the email')).toBeVisible();
  },
};
