import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'folic',
        title: 'Do I need to take folic acid?',
        content: <p>Yes. Take 400 micrograms every day from before you conceive until week 12.</p>,
      },
      {
        id: 'caffeine',
        title: 'Is caffeine safe in pregnancy?',
        content: <p>Keep caffeine to 200 mg a day or less: about two mugs of instant coffee.</p>,
      },
      {
        id: 'exercise',
        title: 'Can I keep exercising?',
        content: <p>Yes. Aim for 150 minutes of moderate activity each week, such as brisk walking.</p>,
      },
    ],
  },
} satisfies Meta<typeof Accordion>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opening one question closes the other; choosing the open one again closes it. */
export const OneOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const folic = canvas.getByRole('button', { name: /folic acid/i });
    const caffeine = canvas.getByRole('button', { name: /caffeine/i });

    await userEvent.click(folic);
    await expect(canvas.getByText(/400 micrograms/)).toBeVisible();

    await userEvent.click(caffeine);
    await expect(canvas.getByText(/200 mg/)).toBeVisible();
    await expect(canvas.queryByText(/400 micrograms/)).not.toBeVisible();

    await userEvent.click(caffeine);
    await expect(canvas.queryByText(/200 mg/)).not.toBeVisible();
    await expect(canvas.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  },
};

/** Keyboard only: Tab between questions, Enter to open. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /caffeine/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/200 mg/)).toBeVisible();
  },
};

/** With JavaScript off every answer is readable. */
export const WithoutJavaScript: Story = {
  globals: { scripting: 'off' },
  // Its own frame on the docs page: the no-JS form is a class on <html>, which the page's other examples share.
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/400 micrograms/)).toBeVisible();
    await expect(canvas.getByText(/200 mg/)).toBeVisible();
    await expect(canvas.getByText(/150 minutes/)).toBeVisible();
  },
};

/**
 * Questions grouped under headings: each group is an accordion, and all share one open item
 * (`openId` with `onOpenIdChange`), so opening a question in one group closes the other group's.
 */
export const OneOpenAcrossGroups: Story = {
  render: function Render(args) {
    const [openId, setOpenId] = useState<string | null>(null);
    return (
      <>
        <h2>Before pregnancy</h2>
        <Accordion items={args.items.slice(0, 1)} openId={openId} onOpenIdChange={setOpenId} />
        <h2>During pregnancy</h2>
        <Accordion items={args.items.slice(1)} openId={openId} onOpenIdChange={setOpenId} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /folic acid/i }));
    await expect(canvas.getByText(/400 micrograms/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /caffeine/i }));
    await expect(canvas.getByText(/200 mg/)).toBeVisible();
    await expect(canvas.queryByText(/400 micrograms/)).not.toBeVisible();
  },
};
