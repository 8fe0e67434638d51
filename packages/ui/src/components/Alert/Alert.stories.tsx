import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'This information is educational and is not medical advice.' },
} satisfies Meta<typeof Alert>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Information, read politely. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/not medical advice/);
  },
};

/** An error, read at once. */
export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Please fill in all fields' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please fill in all fields');
  },
};

/** A confirmation with a title. */
export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Account created',
    children: 'Account created successfully! Please check your email to confirm your account.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/check your email/);
  },
};

/** An error that appears after an action, as in the sign-in form. */
export const AppearsAfterSubmit: Story = {
  render: function Render() {
    const [error, setError] = useState<string | null>(null);
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <Button onClick={() => setError('Please fill in all fields')}>Sign In</Button>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  },
};
