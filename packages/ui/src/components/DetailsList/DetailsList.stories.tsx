import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DetailsList } from './DetailsList';

const meta = {
  title: 'Disclosure/DetailsList',
  component: DetailsList,
  args: {
    name: 'questions',
    items: [
      { id: 'folic', title: 'When should I start taking folic acid?', content: <p>Take 400 micrograms every day from before you conceive.</p> },
      { id: 'caffeine', title: 'How much caffeine is safe in pregnancy?', content: <p>Keep to 200 mg of caffeine a day.</p> },
      { id: 'exercise', title: 'Can I keep exercising?', content: <p>Yes: keep to what you did before, and stop if it hurts.</p> },
    ],
  },
} satisfies Meta<typeof DetailsList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Items start closed; with a `name`, opening one closes the one that was open. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/400 micrograms/)).not.toBeVisible();
    await userEvent.click(canvas.getByRole('heading', { name: /folic acid/ }));
    await expect(canvas.getByText(/400 micrograms/)).toBeVisible();
    await userEvent.click(canvas.getByRole('heading', { name: /caffeine/ }));
    await expect(canvas.getByText(/200 mg/)).toBeVisible();
    await expect(canvas.queryByText(/400 micrograms/)).not.toBeVisible();
  },
};

/** With JavaScript off nothing changes: the items are native `<details>`, which the browser opens and closes. */
export const WithoutJavaScript: Story = {
  globals: { scripting: 'off' },
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('heading', { name: /caffeine/ }));
    await expect(canvas.getByText(/200 mg/)).toBeVisible();
  },
};
