import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is a link to its href', () => {
    render(<Link href="/faq">Read the FAQ</Link>);
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('opens external links safely in a new tab and says so', () => {
    render(
      <Link href="https://www.nhs.uk" external>
        NHS website
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'NHS website (opens in new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('can render another element, such as a router link', () => {
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- Link supplies the content.
    render(<Link render={<a href="/about" data-router="yes" />}>About</Link>);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('data-router', 'yes');
  });

  it('combines class names with the rendered element, whose own props win', () => {
    render(
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- Link supplies the content.
      <Link href="/faq" className="mine" render={<a href="/about" className="router" aria-current="page" />}>
        About
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link.className).toMatch(/mine/);
    expect(link.className).toMatch(/router/);
  });
});
