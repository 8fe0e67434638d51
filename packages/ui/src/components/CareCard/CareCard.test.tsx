import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CareCard } from './CareCard';

describe('CareCard', () => {
  it('shows the level’s words as a heading at the requested level, with the content below', () => {
    render(
      <CareCard level="act-now" heading="Act now, day or night" headingLevel={4}>
        <p>Call your maternity unit.</p>
      </CareCard>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Act now, day or night' })).toBeInTheDocument();
    expect(screen.getByText('Call your maternity unit.')).toBeInTheDocument();
  });

  it('gives each level its own class and its own icon, hidden from screen readers', () => {
    const { container } = render(
      <>
        <CareCard level="routine" heading="Non-urgent advice" />
        <CareCard level="same-day" heading="Urgent advice: get help today" />
        <CareCard level="act-now" heading="Act now, day or night" />
        <CareCard level="immediate" heading="Immediate action required" />
      </>,
    );
    const cards = [...container.querySelectorAll<HTMLElement>('[data-level]')];
    expect(cards.map((card) => card.dataset['level'])).toEqual(['routine', 'same-day', 'act-now', 'immediate']);
    expect(new Set(cards.map((card) => card.className)).size).toBe(4);
    const icons = cards.map((card) => card.querySelector('svg'));
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(new Set(icons.map((icon) => icon?.innerHTML)).size).toBe(4);
  });

  it('renders as a list item when asked, with a heading level 3 by default', () => {
    render(
      <ul>
        <CareCard as="li" level="immediate" heading="Immediate action required" />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toContainElement(screen.getByRole('heading', { level: 3 }));
  });
});
