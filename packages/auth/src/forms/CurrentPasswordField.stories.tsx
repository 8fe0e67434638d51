import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountMessages } from '../accountMessages';
import { CurrentPasswordField, type CurrentPasswordFieldProps } from './CurrentPasswordField';

/** The field holds what is typed, as the form around it would. */
function Typed(props: CurrentPasswordFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CurrentPasswordField
      {...props}
      value={value}
      onChange={(password) => {
        setValue(password);
        props.onChange(password);
      }}
    />
  );
}

const meta = {
  title: 'Auth/CurrentPasswordField',
  component: CurrentPasswordField,
  args: { value: '', onChange: fn() },
  render: (args) => <Typed {...args} />,
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ width: 'min(24rem, 90vw)' }}><Story /></div>],
} satisfies Meta<typeof CurrentPasswordField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Asked for before something that needs proof it is her: a password manager fills it in. */
export const Empty: Story = {
  args: { hint: "To check it's you, type the password you sign in with." },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Current password', { selector: 'input' });
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    await expect(field).toHaveAttribute('aria-required', 'true');
  },
};

/** Typed, then shown to check it. */
export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Current password', { selector: 'input' });
    await userEvent.type(field, 'a-password-1');
    await expect(args.onChange).toHaveBeenLastCalledWith('a-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(field).toHaveAttribute('type', 'text');
  },
};

/** The form's message about what was typed, at the field. */
export const WithError: Story = {
  args: { value: 'not-my-password', error: accountMessages.deletePasswordWrong },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Current password', { selector: 'input' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(accountMessages.deletePasswordWrong));
  },
};
