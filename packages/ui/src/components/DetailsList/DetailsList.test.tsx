import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSettled } from '../../test/render';
import { DetailsList } from './DetailsList';

const items = [
  { id: 'folic', title: 'Do I need folic acid?', content: <p>Yes: 400 micrograms a day.</p> },
  { id: 'coffee', title: 'Can I drink coffee?', content: <p>Up to 200 mg of caffeine a day.</p> },
];

const section = (name: string) => screen.getByRole('heading', { name }).closest('details')!;

describe('DetailsList', () => {
  it('is native <details>, all closed, each title a heading inside its summary', async () => {
    await renderSettled(<DetailsList items={items} headingLevel={4} />);
    for (const item of items) {
      const heading = screen.getByRole('heading', { level: 4, name: item.title });
      expect(heading.closest('summary')).not.toBeNull();
      expect(section(item.title)).not.toHaveAttribute('open');
    }
  });

  it('gives every item of the list the name, so the browser keeps one open among lists of that name', async () => {
    await renderSettled(<DetailsList items={items} name="faq" />);
    for (const item of items) expect(section(item.title)).toHaveAttribute('name', 'faq');
  });

  it('puts each item’s id inside its content, where a link to it opens the item', async () => {
    const { container } = await renderSettled(<DetailsList items={items} />);
    const anchor = container.querySelector('#coffee')!;
    expect(anchor.closest('details')).toBe(section('Can I drink coffee?'));
    expect(anchor.closest('summary')).toBeNull();
  });

  it('opens and closes an item from its summary', async () => {
    const user = userEvent.setup();
    await renderSettled(<DetailsList items={items} />);
    await user.click(screen.getByRole('heading', { name: 'Do I need folic acid?' }));
    expect(section('Do I need folic acid?')).toHaveAttribute('open');
    await user.click(screen.getByRole('heading', { name: 'Do I need folic acid?' }));
    expect(section('Do I need folic acid?')).not.toHaveAttribute('open');
  });
});
