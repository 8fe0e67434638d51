import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSettled } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a native button of type button that responds to Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    await renderSettled(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ignores presses when disabled', async () => {
    // Disabled buttons take no pointer events; tell user-event to try the click anyway.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onClick = vi.fn();
    await renderSettled(
      <Button disabled onClick={onClick}>
        Join Discussion
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Join Discussion' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the loading text, stays focusable and ignores presses while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    await renderSettled(
      <Button loading loadingText="Signing In..." onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing In...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders as a link with render', async () => {
    await renderSettled(
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- Button supplies the content.
      <Button render={<a href="/pregnancy" />} variant="outline">
        Explore Pregnancy Tips
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Explore Pregnancy Tips' });
    expect(link).toHaveAttribute('href', '/pregnancy');
    expect(link).not.toHaveAttribute('type');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives each variant and size its own classes', async () => {
    await renderSettled(
      <>
        <Button>One</Button>
        <Button variant="destructive" size="lg">
          Two
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'One' }).className).not.toBe(screen.getByRole('button', { name: 'Two' }).className);
  });
});
