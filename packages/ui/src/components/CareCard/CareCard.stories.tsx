import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { careLevels, type CareLevel } from '../../theme/tokens';
import { CareCard } from './CareCard';

const meta = {
  title: 'Content/CareCard',
  component: CareCard,
  args: {
    level: 'immediate',
    heading: 'Immediate action required',
    children: (
      <>
        <p>
          <strong>Call 999 or go to A&amp;E now.</strong>
        </p>
        <ul>
          <li>Heavy bleeding from the vagina, or bleeding with severe tummy pain</li>
          <li>Chest pain, sudden breathlessness or coughing up blood</li>
        </ul>
      </>
    ),
  },
} satisfies Meta<typeof CareCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The most urgent level: a red heading band over a dark grey body. */
export const Immediate: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3, name: 'Immediate action required' });
    await expect(heading).toBeVisible();
    // The icon sits in the heading but is not read out: the words say the level.
    await expect(heading.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

const headings: Record<CareLevel, string> = {
  immediate: 'Immediate action required',
  'act-now': 'Act now, day or night',
  'same-day': 'Urgent advice: get help today',
  routine: 'Non-urgent advice',
};

/**
 * All four levels, most urgent first, in a column as narrow as a small phone (320px):
 * each has its own words, colours, icon and border weight, and no text is cut off.
 */
export const AllLevelsAt320px: Story = {
  render: () => (
    <div style={{ width: 320, display: 'grid', gap: '1rem' }}>
      {[...careLevels].reverse().map((level) => (
        <CareCard key={level} level={level} heading={headings[level]} headingLevel={2}>
          <p>
            <strong>Call your midwife or maternity unit straight away, day or night.</strong>
          </p>
          <ul>
            <li>A severe headache that does not go away, or sudden swelling of the face, hands or feet</li>
          </ul>
        </CareCard>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-level]')];
    await expect(cards.map((card) => card.dataset['level'])).toEqual(['immediate', 'act-now', 'same-day', 'routine']);
    const looks = new Set<string>();
    const icons = new Set<string>();
    for (const card of cards) {
      const level = card.dataset['level'] as CareLevel;
      await expect(canvas.getByRole('heading', { level: 2, name: headings[level] })).toBeVisible();
      // Nothing sticks out or is clipped: the card is no wider than the column, nor is any text in it.
      await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(320);
      for (const element of card.querySelectorAll<HTMLElement>('h2, p, li, span')) {
        await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
      }
      const heading = card.querySelector('h2')!;
      const style = getComputedStyle(card);
      looks.add(`${getComputedStyle(heading).backgroundColor}/${style.backgroundColor}/${style.borderTopWidth}`);
      icons.add(card.querySelector('svg')!.innerHTML);
    }
    // Four different looks and four different icons: never colour alone.
    await expect(looks.size).toBe(4);
    await expect(icons.size).toBe(4);
  },
};
