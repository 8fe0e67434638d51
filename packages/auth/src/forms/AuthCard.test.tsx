import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthCard } from './AuthCard';

afterEach(cleanup);

const noop = vi.fn(async () => ({}));

describe('AuthCard', () => {
  it('opens on Sign In and switches to Sign Up with the arrow keys', async () => {
    const user = userEvent.setup();
    await act(async () => {
      render(<AuthCard onSignIn={noop} onSignUp={noop} />);
    });
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Sign In' })).toHaveAttribute('data-state', 'active');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' })).toHaveAttribute('data-state', 'active');
  });

  it('passes a successful sign-in on', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn(async () => ({}));
    const onSignInSuccess = vi.fn();
    await act(async () => {
      render(<AuthCard onSignIn={onSignIn} onSignUp={noop} onSignInSuccess={onSignInSuccess} />);
    });
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(form.querySelector('input[type="email"]')!, 'amina@example.com');
    await user.type(form.querySelector('input[name="password"]')!, 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledWith('amina@example.com', 'secret12');
    expect(onSignInSuccess).toHaveBeenCalledTimes(1);
  });

  it('puts both forms in the server HTML, posting rather than putting passwords in a URL', () => {
    const html = renderToString(<AuthCard onSignIn={noop} onSignUp={noop} />);
    expect(html).toContain('aria-label="Sign in"');
    expect(html).toContain('aria-label="Sign up"');
    expect(html).toContain('Confirm password');
    expect(html.match(/<form[^>]*method="post"/g)).toHaveLength(2);
  });
});
