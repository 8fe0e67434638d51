import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './Toast';

function Demo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onClick={() => toast('Link copied to clipboard!', { variant: 'success' })}>Copy Link</Button>
      <Button variant="secondary" onClick={() => toast('Opening Facebook sharing...')}>
        Share on Facebook
      </Button>
      <Button variant="destructive" onClick={() => toast('Failed to copy link', { variant: 'error' })}>
        Fail to copy
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { children: <Demo />, duration: 6000 },
} satisfies Meta<typeof ToastProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Toasts appear in a live region, can be dismissed from the keyboard, and pause on focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
    await userEvent.click(canvas.getByRole('button', { name: 'Fail to copy' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to copy link');

    const dismiss = canvas.getAllByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveLength(2);
    dismiss[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
  },
};

/** Short duration: the toast leaves on its own. */
export const AutoDismiss: Story = {
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share on Facebook' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening Facebook sharing...');
    await userEvent.unhover(canvas.getByRole('button', { name: 'Share on Facebook' }));
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};
