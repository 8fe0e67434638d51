import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Auth/SignInForm',
  component: SignInForm,
  args: { onSignIn: fn(async () => ({})), onSuccess: fn() },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ width: 'min(24rem, 90vw)' }}><Story /></div>],
} satisfies Meta<typeof SignInForm>;
export default meta;

type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText('Email'), email);
  if (password) await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
  return canvas;
}

/** Empty and ready: a required email input of type email and a password with Show/Hide. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Email')).toBeRequired();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An empty password: the spec's message, and no request. */
export const MissingField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', '');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** While the request runs: the button is disabled and reads 'Signing In...'. */
export const SigningIn: Story = {
  args: { onSignIn: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'secret12');
    const button = canvas.getByRole('button', { name: 'Signing In...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The provider's message, in a destructive alert. */
export const ProviderError: Story = {
  args: { onSignIn: fn(async () => ({ error: { message: 'Invalid login credentials' } })) },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'wrong-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** No message from the provider (or no answer at all): 'Failed to sign in'. */
export const FallbackError: Story = {
  args: { onSignIn: fn(async () => Promise.reject(new TypeError(''))) },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'secret12');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to sign in');
  },
};

/** A successful sign-in calls `onSuccess`; the page then leaves for the home page. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await fillIn(canvasElement, 'amina@example.com', 'secret12');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onSignIn).toHaveBeenCalledWith('amina@example.com', 'secret12');
  },
};

/** Keyboard only: Tab through the fields and submit with Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await userEvent.keyboard('amina@example.com');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('secret12{Enter}');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

/** "Forgot your password?" leads to the reset page. */
export const ForgotPasswordLink: Story = {
  args: { forgotPasswordHref: '/auth/reset' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth/reset');
  },
};

/** Not confirmed yet: the message, then the code from the email or the email again. */
export const NotConfirmed: Story = {
  args: {
    onSignIn: fn(async () => ({
      error: {
        message: "Your email address isn't confirmed yet. Use the link or the code in the email we sent you, or ask for a new email.",
        code: 'email_not_confirmed',
      },
    })),
    onResend: fn(async () => ({})),
    onVerifyCode: fn(async () => ({})),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'amina@example.com', 'secret12');
    await expect(await canvas.findByRole('alert')).toHaveTextContent("isn't confirmed yet");
    const help = within(canvas.getByRole('region', { name: 'Confirm your email address' }));
    await expect(help.getByLabelText('Email')).toHaveValue('amina@example.com');
    await expect(help.getByRole('button', { name: 'Send the email again' })).toBeVisible();
  },
};
