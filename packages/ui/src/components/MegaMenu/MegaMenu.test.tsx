import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSettled } from '../../test/render';
import { MegaMenu } from './MegaMenu';

const topics = [
  {
    title: 'Pregnancy',
    href: '/pregnancy',
    description: 'Week-by-week guidance from conception to birth.',
    subcategories: [
      { title: 'Trimesters', href: '/pregnancy/trimesters' },
      { title: 'Nutrition', href: '/pregnancy/nutrition' },
    ],
  },
  {
    title: 'Fertility',
    href: '/fertility',
    description: 'Understand your cycle and when to seek help.',
    subcategories: [{ title: 'Ovulation', href: '/fertility/ovulation' }],
    more: { title: 'See all 3 fertility guides', href: '/fertility#guides' },
  },
];

describe('MegaMenu', () => {
  it('names topic links by title and describes them by their description', async () => {
    const user = userEvent.setup();
    await renderSettled(<MegaMenu label="Health Topics" topics={topics} />);
    await user.click(screen.getByRole('button', { name: 'Health Topics' }));
    const pregnancy = await screen.findByRole('menuitem', { name: 'Pregnancy' });
    expect(pregnancy).toHaveAccessibleDescription('Week-by-week guidance from conception to birth.');
    expect(pregnancy).toHaveAttribute('href', '/pregnancy');
    expect(screen.getByRole('group', { name: 'Pregnancy: more pages' })).toBeInTheDocument();
  });

  // Arrow-key movement is checked in Chromium by MegaMenu.stories.tsx (jsdom lays nothing out,
  // so Ariakit will not focus items there). Arrows follow DOM order, which this pins down.
  it('lists every link in reading order, a topic’s “more” link last in its group, and marks the current page', async () => {
    const user = userEvent.setup();
    await renderSettled(<MegaMenu label="Health Topics" topics={topics} currentHref="/pregnancy/nutrition" />);
    await user.click(screen.getByRole('button', { name: 'Health Topics' }));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'PregnancyWeek-by-week guidance from conception to birth.',
      'Trimesters',
      'Nutrition',
      'FertilityUnderstand your cycle and when to seek help.',
      'Ovulation',
      'See all 3 fertility guides',
    ]);
    const fertilityGroup = screen.getByRole('group', { name: 'Fertility: more pages' });
    expect(within(fertilityGroup).getByRole('menuitem', { name: 'See all 3 fertility guides' })).toHaveAttribute('href', '/fertility#guides');
    expect(screen.getByRole('menuitem', { name: 'Nutrition' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Health Topics' })).toHaveAttribute('aria-expanded', 'false'));
  });
});
