import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './Progress';

describe('Progress', () => {
  it('exposes its value with a default maximum of 100', () => {
    render(<Progress label="Running security tests" value={33} />);
    const bar = screen.getByRole('progressbar', { name: 'Running security tests' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '33%');
  });

  it('scales to another maximum and clamps out-of-range values', () => {
    const { rerender } = render(<Progress label="Steps" value={3} max={4} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '75%');
    rerender(<Progress label="Steps" value={9} max={4} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    rerender(<Progress label="Steps" value={-2} max={4} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
