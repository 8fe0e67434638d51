import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('renders the chosen element with its content', () => {
    render(
      <Card as="article" aria-labelledby="c">
        <h3 id="c">SSL encryption</h3>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'SSL encryption' })).toBeInTheDocument();
  });

  it('adds a class for a tone', () => {
    render(
      <>
        <Card data-testid="plain" />
        <Card data-testid="toned" tone="postpartum" />
      </>,
    );
    expect(screen.getByTestId('plain').className).not.toBe(screen.getByTestId('toned').className);
  });
});
