import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Community',
    items: [
      { id: 'forum', label: 'Discussion Forum', content: <p>Talk with other parents about pregnancy and recovery.</p> },
      { id: 'qa', label: 'Expert Q&A', content: <p>Questions answered by verified health professionals.</p> },
      { id: 'stories', label: 'User Stories', content: <p>Real experiences shared by women in the UK and Nigeria.</p> },
      { id: 'guidelines', label: 'Guidelines', content: <p>Be kind, keep it general and never share personal medical details.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One panel visible; arrow keys move between tabs. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Talk with other parents/)).toBeVisible();
    await expect(canvas.queryByText(/verified health professionals/)).not.toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Discussion Forum' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Expert Q&A' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(/verified health professionals/)).toBeVisible();
    await expect(canvas.queryByText(/Talk with other parents/)).not.toBeVisible();
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

/** Clicking a tab shows its panel. */
export const Pointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Guidelines' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Guidelines' })).toBeVisible();
  },
};

/** With JavaScript the panel heading is hidden on screen but kept for screen readers, so the outline has no gap. */
export const PanelHeadingForScreenReaders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Discussion Forum' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Expert Q&A' })).toBeNull();
  },
};

/** Without JavaScript the tab row is gone and every panel shows under its heading. */
export const WithoutJavaScript: Story = {
  globals: { scripting: 'off' },
  // Its own frame on the docs page: the no-JS form is a class on <html>, which the page's other examples share.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getByText(/never share personal medical details/)).toBeVisible();
  },
};
