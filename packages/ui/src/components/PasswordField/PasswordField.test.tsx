import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSettled } from '../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the reader asks to see it', async () => {
    const user = userEvent.setup();
    await renderSettled(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'secret1');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByText('Your password is visible')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('secret1');
  });

  it('shows an error linked to the input', async () => {
    await renderSettled(<PasswordField label="Password" error="Password must be at least 6 characters long" />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/at least 6 characters/);
  });
});
