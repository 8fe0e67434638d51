import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first thing Tab reaches and points at the main content', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/">Home</a>
        </nav>
        <main id="main-content">Content</main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main-content');
  });

  it('accepts another target and text', () => {
    render(<SkipLink href="#results">Skip to results</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip to results' })).toHaveAttribute('href', '#results');
  });
});
