import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './Toast';

function Trigger({ message, variant }: { message: string; variant?: 'default' | 'success' | 'error' }) {
  const toast = useToast();
  return <Button onClick={() => toast(message, { variant })}>Notify</Button>;
}

describe('Toast', () => {
  it('has its live regions on the page before any toast appears', () => {
    render(<ToastProvider>page</ToastProvider>);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces messages politely and errors assertively', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger message="Link copied to clipboard!" variant="success" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('puts errors in the alert region', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger message="Failed to copy link" variant="error" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to copy link');
  });

  it('disappears after the duration and can be dismissed sooner', async () => {
    const user = userEvent.setup();
    // Long enough that two clicks on a busy machine (other suites on the same two cores) never
    // outlast it: at 300 ms the first toast sometimes went before the second click landed.
    render(
      <ToastProvider duration={3000}>
        <Trigger message="Opening X sharing..." />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getAllByText('Opening X sharing...')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.getAllByText('Opening X sharing...')).toHaveLength(1);
    // Move the pointer over the remaining toast (as a browser reports once the button under it
    // goes), then off the toasts, which pause while it rests on them.
    await user.hover(screen.getByText('Opening X sharing...'));
    await user.hover(screen.getByRole('button', { name: 'Notify' }));
    await waitFor(() => expect(screen.queryByText('Opening X sharing...')).toBeNull(), { timeout: 10_000 });
  });

  it('waits while the pointer rests on a toast', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider duration={200}>
        <Trigger message="Link copied to clipboard!" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.hover(screen.getByText('Link copied to clipboard!'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByText('Link copied to clipboard!')).toBeInTheDocument();
  });

  it('explains the mistake when used without a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
