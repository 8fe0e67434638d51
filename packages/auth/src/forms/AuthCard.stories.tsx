import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Auth/AuthCard',
  component: AuthCard,
  args: { onSignIn: fn(async () => ({})), onSignUp: fn(async () => ({})), onSignInSuccess: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}><Story /></div>],
} satisfies Meta<typeof AuthCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Sign In is the first tab; the sign-up form waits in the second. */
export const SignInFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // The inactive panel is hidden, so its button is not in the accessibility tree.
    await expect(canvas.queryByRole('button', { name: 'Create Account' })).toBeNull();
  },
};

/** Keyboard only: arrow to Sign Up, Tab into the form. */
export const SwitchToSignUpByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await userEvent.tab();
    const panel = within(canvas.getByRole('tabpanel', { name: 'Sign Up' }));
    await expect(panel.getByLabelText('Email')).toHaveFocus();
  },
};

/** Without JavaScript both forms show, each under its own heading. */
export const WithoutJavaScript: Story = {
  globals: { scripting: 'off' },
  // Its own frame on the docs page: the no-JS form is a class on <html>, which the page's other examples share.
  parameters: { docs: { story: { inline: false, height: '900px' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeVisible();
  },
};
