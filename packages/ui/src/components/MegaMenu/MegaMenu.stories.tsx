import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MegaMenu } from './MegaMenu';

const meta = {
  title: 'Navigation/MegaMenu',
  component: MegaMenu,
  args: {
    label: 'Health Topics',
    topics: [
      {
        title: 'Pregnancy',
        href: '#pregnancy',
        description: 'Trimesters, antenatal care, nutrition and warning signs.',
        subcategories: [
          { title: 'Trimesters', href: '#pregnancy/trimesters' },
          { title: 'Prenatal care', href: '#pregnancy/prenatal' },
          { title: 'Nutrition', href: '#pregnancy/nutrition' },
          { title: 'Common concerns', href: '#pregnancy/concerns' },
        ],
        more: { title: 'See all 12 pregnancy guides', href: '#pregnancy-guides' },
      },
      {
        title: 'Fertility',
        href: '#fertility',
        description: 'Ovulation, conception and when to seek help.',
        subcategories: [
          { title: 'Ovulation', href: '#fertility/ovulation' },
          { title: 'Fertility challenges', href: '#fertility/challenges' },
          { title: 'Lifestyle', href: '#fertility/lifestyle' },
        ],
      },
      {
        title: 'Postpartum',
        href: '#postpartum',
        description: 'Recovery, mental health and feeding your baby.',
        subcategories: [
          { title: 'Physical recovery', href: '#postpartum/recovery' },
          { title: 'Mental health', href: '#postpartum/mental-health' },
        ],
      },
      {
        title: 'Gynaecology',
        href: '#gynaecology',
        description: 'Periods, conditions, screening and sexual health.',
        subcategories: [
          { title: 'Menstrual health', href: '#gynaecology/menstrual' },
          { title: 'Screenings', href: '#gynaecology/screenings' },
        ],
      },
    ],
  },
} satisfies Meta<typeof MegaMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opens with the keyboard; arrows walk topics and subcategories; Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Health Topics' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Pregnancy' })).toHaveFocus());
    await expect(within(menu).getByRole('menuitem', { name: 'Pregnancy' })).toHaveAccessibleDescription(/Trimesters, antenatal care/);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Trimesters' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};
