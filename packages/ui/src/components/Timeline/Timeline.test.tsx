import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSettled } from '../../test/render';
import { Timeline } from './Timeline';

const items = [
  { id: 'first', title: 'First 24 to 48 hours', meta: 'Hospital or home', icon: 'heart' as const, content: <p>Rest and feed.</p> },
  { id: 'weeks', title: '1 to 2 weeks', content: <p>Bleeding lessens.</p>, defaultOpen: true },
  { id: 'later', title: '2 to 6 weeks', content: <p>Postnatal check.</p> },
];

describe('Timeline', () => {
  it('is an ordered list with one item per entry', async () => {
    await renderSettled(<Timeline aria-label="Recovery timeline" items={items} />);
    const list = screen.getByRole('list', { name: 'Recovery timeline' });
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('starts closed except items marked defaultOpen', async () => {
    await renderSettled(<Timeline items={items} />);
    expect(screen.getByRole('button', { name: /First 24 to 48 hours/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /1 to 2 weeks/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows meta text inside the title and lets several items be open', async () => {
    const user = userEvent.setup();
    await renderSettled(<Timeline items={items} />);
    const first = screen.getByRole('button', { name: 'First 24 to 48 hours Hospital or home' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /1 to 2 weeks/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
