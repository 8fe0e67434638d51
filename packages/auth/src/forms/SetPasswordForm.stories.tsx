import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SetPasswordForm } from './SetPasswordForm';
import { authMessages } from './types';

const meta = {
  title: 'Auth/SetPasswordForm',
  component: SetPasswordForm,
  args: { onSetPassword: fn(async () => ({})), onSuccess: fn() },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ width: 'min(24rem, 90vw)' }}><Story /></div>],
} satisfies Meta<typeof SetPasswordForm>;
export default meta;

type Story = StoryObj<typeof meta>;

async function save(canvasElement: HTMLElement, password: string, confirmation: string) {
  const canvas = within(canvasElement);
  if (password) await userEvent.type(canvas.getByLabelText('New password', { selector: 'input' }), password);
  if (confirmation) await userEvent.type(canvas.getByLabelText('Confirm new password', { selector: 'input' }), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
  return canvas;
}

/** After a reset link or code: the new password twice. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.getByLabelText('New password', { selector: 'input' })).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** The two do not match. */
export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await save(canvasElement, 'secret12', 'secret13');
    await expect(canvas.getByRole('alert')).toHaveTextContent(authMessages.passwordMismatch);
    await expect(args.onSetPassword).not.toHaveBeenCalled();
  },
};

/** Too short. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement, 'abc', 'abc');
    await expect(canvas.getByRole('alert')).toHaveTextContent(authMessages.passwordTooShort);
  },
};

/** While it is saved. */
export const Saving: Story = {
  args: { onSetPassword: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement, 'a new one 1', 'a new one 1');
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The same as the old one: the provider's plain words. */
export const SameAsOld: Story = {
  args: { onSetPassword: fn(async () => ({ error: { message: 'Your new password must be different from your old one.', code: 'same_password' } })) },
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement, 'the old one', 'the old one');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your new password must be different from your old one.');
  },
};

/** Saved. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await save(canvasElement, 'a new one 1', 'a new one 1');
    await expect(await canvas.findByRole('status')).toHaveTextContent(authMessages.newPasswordSaved);
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

/** On the account page: the current password first, sent with the new one. */
export const WithCurrentPassword: Story = {
  args: { label: 'Change password', askCurrentPassword: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByLabelText('Current password', { selector: 'input' });
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await save(canvasElement, 'a new one 1', 'a new one 1');
    await expect(canvas.getByRole('alert')).toHaveTextContent(authMessages.currentPasswordMissing);
    await userEvent.type(current, 'the old one 0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(authMessages.newPasswordSaved);
    await expect(args.onSetPassword).toHaveBeenCalledWith('a new one 1', 'the old one 0');
  },
};
