import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: '8rem' }}>
      <SkipLink {...args} />
      <nav aria-label="Main" style={{ padding: '3rem 1rem 1rem' }}>
        <a href="/" style={{ display: 'inline-block', padding: '0.5rem' }}>
          Home
        </a>
      </nav>
      <main id="main-content" tabIndex={-1} style={{ padding: '1rem' }}>
        Page content
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab, then it appears on screen, pointing at the main content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().top + 1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(canvasElement.getBoundingClientRect().top);
    // Not followed here: the test page has a <base> element, so a fragment link would navigate away.
    await expect(link).toHaveAttribute('href', '#main-content');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};
