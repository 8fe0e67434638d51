import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Timeline } from './Timeline';

const meta = {
  title: 'Disclosure/Timeline',
  component: Timeline,
  args: {
    'aria-label': 'Postpartum recovery timeline',
    items: [
      {
        id: 'hours',
        title: 'First 24 to 48 hours',
        meta: 'Key focus: rest and bonding',
        icon: 'heart',
        content: <p>Expect bleeding like a heavy period and afterpains while feeding.</p>,
      },
      {
        id: 'weeks-1-2',
        title: '1 to 2 weeks',
        meta: 'Key focus: gentle recovery',
        icon: 'calendar',
        content: <p>Bleeding becomes lighter and changes from red to brown.</p>,
      },
      {
        id: 'weeks-2-6',
        title: '2 to 6 weeks',
        meta: 'Key focus: your postnatal check',
        content: <p>Your 6 to 8 week check looks at your physical and mental health.</p>,
        defaultOpen: true,
      },
    ],
  },
} satisfies Meta<typeof Timeline>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Items start closed unless marked open; several may be open at once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/6 to 8 week check/)).toBeVisible();
    await expect(canvas.queryByText(/afterpains/)).not.toBeVisible();
    await userEvent.click(canvas.getByRole('heading', { name: /First 24 to 48 hours/ }));
    await expect(canvas.getByText(/afterpains/)).toBeVisible();
    await expect(canvas.getByText(/6 to 8 week check/)).toBeVisible();
  },
};

/** With JavaScript off nothing changes: the items are native `<details>`, which the browser opens and closes. */
export const WithoutJavaScript: Story = {
  globals: { scripting: 'off' },
  // Its own frame on the docs page: the no-JS form is a class on <html>, which the page's other examples share.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/6 to 8 week check/)).toBeVisible();
    await expect(canvas.queryByText(/afterpains/)).not.toBeVisible();
    await userEvent.click(canvas.getByRole('heading', { name: /First 24 to 48 hours/ }));
    await expect(canvas.getByText(/afterpains/)).toBeVisible();
  },
};
