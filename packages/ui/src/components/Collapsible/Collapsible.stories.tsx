import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Collapsible } from './Collapsible';

const meta = {
  title: 'Disclosure/Collapsible',
  component: Collapsible,
  args: {
    title: 'Danger signs in the first trimester',
    children: (
      <ul>
        <li>Heavy bleeding or cramping pain</li>
        <li>Pain on one side of your tummy (a possible ectopic pregnancy)</li>
      </ul>
    ),
  },
} satisfies Meta<typeof Collapsible>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Closed at first; Enter or Space opens it, and again closes it. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /danger signs/i });
    await expect(canvas.queryByText(/heavy bleeding/i)).not.toBeVisible();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/heavy bleeding/i)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText(/heavy bleeding/i)).not.toBeVisible();
  },
};

/** Starts open when `defaultOpen` is set. */
export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/heavy bleeding/i)).toBeVisible();
  },
};

/** With JavaScript off the content is on the page from the start. */
export const WithoutJavaScript: Story = {
  globals: { scripting: 'off' },
  // Its own frame on the docs page: the no-JS form is a class on <html>, which the page's other examples share.
  parameters: { docs: { story: { inline: false, height: '260px' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/heavy bleeding/i)).toBeVisible();
  },
};
