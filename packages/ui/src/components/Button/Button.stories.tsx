import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Explore Pregnancy Tips', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The main call to action; Enter and Space press it. */
export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Explore Pregnancy Tips' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant at every size. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
          {(['primary', 'secondary', 'outline', 'ghost', 'destructive'] as const).map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(15);
  },
};

/** Disabled buttons say "coming soon" features are not ready; presses do nothing. */
export const Disabled: Story = {
  args: { children: 'Join Discussion (coming soon)', disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** While a request runs the text changes and presses are ignored, but focus stays. */
export const Loading: Story = {
  args: { children: 'Sign In', loading: true, loadingText: 'Signing In...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing In...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Rendered as a link: same look, link semantics. */
export const AsLink: Story = {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- Button supplies the content.
  args: { children: 'Meet the doctor', variant: 'outline', render: <a href="#about" /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Meet the doctor' });
    await expect(link).toHaveAttribute('href', '#about');
  },
};
