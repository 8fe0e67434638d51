import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('reads value and label together', () => {
    render(
      <ul>
        <StatCard as="li" value="500+" label="Articles" description="Reviewed by a doctor" icon="book" />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('500+ Articles');
    expect(item).toHaveTextContent('Reviewed by a doctor');
  });
});
