import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountrySelector } from './CountrySelector';

const origins = { uk: 'https://example.org', ng: 'https://nigeria.example.org' };

describe('CountrySelector', () => {
  it('marks the current country and links to the other site at the same path', () => {
    render(<CountrySelector country="uk" origins={origins} path="/pregnancy/nutrition?tab=2" />);
    expect(screen.getByRole('navigation', { name: 'Country' })).toBeInTheDocument();
    expect(screen.getByText('UK', { exact: false }).closest('[aria-current]')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Switch to the Nigeria site' })).toHaveAttribute(
      'href',
      'https://nigeria.example.org/pregnancy/nutrition?tab=2',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('links from Nigeria back to the UK site', () => {
    render(<CountrySelector country="ng" origins={origins} path="/faq" />);
    expect(screen.getByRole('link', { name: 'Switch to the UK site' })).toHaveAttribute('href', 'https://example.org/faq');
  });

  it('is a working link in server HTML', () => {
    const html = renderToString(<CountrySelector country="uk" origins={origins} path="/about" />);
    expect(html).toContain('href="https://nigeria.example.org/about"');
  });
});
