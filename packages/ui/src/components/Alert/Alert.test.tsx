import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces errors assertively', () => {
    render(<Alert variant="destructive">Passwords do not match</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('announces success and information politely', () => {
    render(
      <>
        <Alert variant="success" title="Done">
          Account created successfully!
        </Alert>
        <Alert>Content last updated December 2024.</Alert>
      </>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(2);
    expect(statuses[0]).toHaveTextContent('DoneAccount created successfully!');
  });
});
