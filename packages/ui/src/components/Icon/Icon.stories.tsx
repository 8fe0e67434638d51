import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Utilities/Icon',
  component: Icon,
  args: { name: 'heart', size: 'lg' },
} satisfies Meta<typeof Icon>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A decorative icon beside text is hidden from screen readers. */
export const Decorative: Story = {
  render: (args) => (
    <p>
      <Icon {...args} /> Supportive care
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A labelled icon stands on its own and is announced. */
export const Labelled: Story = {
  args: { name: 'alert', label: 'Warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

/** The whole set, with names. */
export const Gallery: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <Icon name={name} size="lg" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
