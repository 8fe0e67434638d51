import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderSettled } from '../../test/render';
import { Accordion } from './Accordion';

const items = [
  { id: 'folic', title: 'Do I need folic acid?', content: <p>Yes, 400 micrograms a day.</p> },
  { id: 'coffee', title: 'Can I drink coffee?', content: <p>Up to 200 mg of caffeine a day.</p> },
  { id: 'exercise', title: 'Can I exercise?', content: <p>Aim for 150 minutes a week.</p> },
];

const expanded = () =>
  screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded') === 'true');

describe('Accordion', () => {
  it('keeps at most one item open', async () => {
    const user = userEvent.setup();
    await renderSettled(<Accordion items={items} />);
    expect(expanded()).toEqual([false, false, false]);

    await user.click(screen.getByRole('button', { name: 'Do I need folic acid?' }));
    expect(expanded()).toEqual([true, false, false]);

    await user.click(screen.getByRole('button', { name: 'Can I exercise?' }));
    expect(expanded()).toEqual([false, false, true]);
  });

  it('closes the open item when it is chosen again', async () => {
    const user = userEvent.setup();
    await renderSettled(<Accordion items={items} defaultOpenId="coffee" />);
    expect(expanded()).toEqual([false, true, false]);
    await user.click(screen.getByRole('button', { name: 'Can I drink coffee?' }));
    expect(expanded()).toEqual([false, false, false]);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    await renderSettled(<Accordion items={items} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Can I drink coffee?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([false, true, false]);
  });

  it('can be controlled, so that accordions sharing one value keep one item open in all of them', async () => {
    const user = userEvent.setup();
    function Grouped() {
      const [openId, setOpenId] = useState<string | null>(null);
      return (
        <>
          <Accordion items={items.slice(0, 2)} openId={openId} onOpenIdChange={setOpenId} />
          <Accordion items={items.slice(2)} openId={openId} onOpenIdChange={setOpenId} />
        </>
      );
    }
    await renderSettled(<Grouped />);
    await user.click(screen.getByRole('button', { name: 'Do I need folic acid?' }));
    expect(expanded()).toEqual([true, false, false]);
    await user.click(screen.getByRole('button', { name: 'Can I exercise?' }));
    expect(expanded()).toEqual([false, false, true]);
    await user.click(screen.getByRole('button', { name: 'Can I exercise?' }));
    expect(expanded()).toEqual([false, false, false]);
  });
});
