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

  it('starts closed except items marked defaultOpen, each a native <details>', async () => {
    await renderSettled(<Timeline items={items} />);
    const section = (name: RegExp) => screen.getByRole('heading', { name }).closest('details')!;
    expect(section(/First 24 to 48 hours/)).not.toHaveAttribute('open');
    expect(section(/1 to 2 weeks/)).toHaveAttribute('open');
  });

  it('keeps the titles as headings, with the meta text inside, and lets several items be open', async () => {
    const user = userEvent.setup();
    await renderSettled(<Timeline items={items} />);
    const first = screen.getByRole('heading', { level: 3, name: 'First 24 to 48 hours Hospital or home' });
    await user.click(first);
    expect(first.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: /1 to 2 weeks/ }).closest('details')).toHaveAttribute('open');
  });

  it('renders on the server with no script needed to show or hide an item', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<Timeline items={items} />);
    expect(html.match(/<details/g)).toHaveLength(3);
    expect(html).not.toContain('<button');
  });
});
