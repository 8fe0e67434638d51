import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '../Layout/Layout';
import { TopicCard } from './TopicCard';

// A tiny inline picture keeps the stories offline; real cards use the site's images.
function picture(hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="hsl(${hue} 60% 85%)"/><circle cx="8" cy="4.5" r="2.5" fill="hsl(${hue} 50% 45%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const topics = [
  {
    title: 'Pregnancy Guide',
    category: 'Pregnancy',
    description: 'Week-by-week guidance from the first trimester to birth.',
    href: '#pregnancy',
    image: { src: picture(215), width: 640, height: 360, alt: '' },
    topics: ['First Trimester', 'Second Trimester', 'Third Trimester', 'Nutrition', 'Exercise'],
  },
  {
    title: 'Fertility & Conception',
    category: 'Fertility',
    description: 'Understand your cycle, your fertile window and when to seek help.',
    href: '#fertility',
    image: { src: picture(330), width: 640, height: 360, alt: '' },
    topics: ['Ovulation Tracking', 'Conception Tips', 'Fertility Signs', 'Health Optimisation'],
  },
  {
    title: 'Postpartum Recovery',
    category: 'Recovery',
    tone: 'postpartum' as const,
    description: 'Physical and emotional recovery after birth, and caring for your baby.',
    href: '#postpartum',
    image: { src: picture(140), width: 640, height: 360, alt: '' },
    topics: ['Physical Recovery', 'Mental Health', 'Breastfeeding', 'Baby Care'],
  },
  {
    title: 'Gynaecological Health',
    category: 'Health',
    description: 'Common conditions, screening programmes and warning signs.',
    href: '#gynaecology',
    image: { src: picture(0), width: 640, height: 360, alt: '' },
    topics: ['Common Conditions', 'Screening Programmes', 'Reproductive Health', 'Warning Signs'],
  },
];

const meta = {
  title: 'Content/TopicCard',
  component: TopicCard,
  args: topics[0]!,
} satisfies Meta<typeof TopicCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One card. */
export const Single: Story = {
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <TopicCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pregnancy Guide' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read Complete Guide about Pregnancy Guide' })).toHaveAttribute('href', '#pregnancy');
  },
};

/** The home page's four topics, each in its category tone. */
export const HomePageGrid: Story = {
  render: () => (
    <Grid as="ul" columns={4} aria-label="Health topics">
      {topics.map((topic) => (
        <li key={topic.href}>
          <TopicCard {...topic} />
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: /^Read Complete Guide/ })).toHaveLength(4);
  },
};
