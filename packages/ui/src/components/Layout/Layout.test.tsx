import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container, Grid, Stack } from './Layout';

describe('layout primitives', () => {
  it('Container renders the chosen landmark element', () => {
    render(
      <Container as="main" id="main-content">
        Page
      </Container>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('Stack as a list keeps list semantics', () => {
    render(
      <Stack as="ul" gap="sm">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    expect(screen.getByRole('list').tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('different gaps and column counts give different classes', () => {
    render(
      <>
        <Stack data-testid="a" gap="sm" />
        <Stack data-testid="b" gap="xl" />
        <Grid data-testid="c" columns={2} />
        <Grid data-testid="d" columns={4} />
      </>,
    );
    expect(screen.getByTestId('a').className).not.toBe(screen.getByTestId('b').className);
    expect(screen.getByTestId('c').className).not.toBe(screen.getByTestId('d').className);
  });
});
