import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled and takes typing', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'amina@example.com');
    expect(input).toHaveValue('amina@example.com');
    expect(input).toHaveAttribute('type', 'email');
  });

  it('links hint and error to the input and marks it invalid', () => {
    render(<TextField label="Email" hint="We never share it." error="Enter an email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it. Error: Enter an email address');
    expect(input).toBeInvalid();
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toBeValid();
  });
});
