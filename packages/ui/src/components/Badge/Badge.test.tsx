import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, toneForCategory } from './Badge';

describe('toneForCategory', () => {
  it('maps the three named categories and sends everything else to grey', () => {
    expect(toneForCategory('Pregnancy')).toBe('pregnancy');
    expect(toneForCategory(' fertility ')).toBe('fertility');
    expect(toneForCategory('POSTPARTUM')).toBe('postpartum');
    expect(toneForCategory('Health')).toBe('other');
    expect(toneForCategory('gynaecology')).toBe('other');
    expect(toneForCategory('')).toBe('other');
  });
});

describe('Badge', () => {
  it('shows its text and a class per tone', () => {
    render(
      <>
        <Badge tone="pregnancy">Pregnancy</Badge>
        <Badge tone="fertility">Fertility</Badge>
      </>,
    );
    expect(screen.getByText('Pregnancy').className).not.toBe(screen.getByText('Fertility').className);
  });
});
