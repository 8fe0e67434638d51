import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderSettled } from '../../test/render';
import { Collapsible } from './Collapsible';

describe('Collapsible', () => {
  it('toggles with the keyboard and reports its state', async () => {
    const user = userEvent.setup();
    const { container } = await renderSettled(
      <Collapsible title="Danger signs">
        <p>Call 999 if you have heavy bleeding.</p>
      </Collapsible>,
    );
    const button = screen.getByRole('button', { name: 'Danger signs' });
    const content = container.querySelector(`#${button.getAttribute('aria-controls')}`);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(content).toHaveAttribute('data-state', 'closed');

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(content).toHaveAttribute('data-state', 'open');

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('sits inside a heading of the chosen level', async () => {
    await renderSettled(
      <Collapsible title="Symptoms" headingLevel={2}>
        <p>Nausea</p>
      </Collapsible>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Symptoms' })).toBeInTheDocument();
  });

  it('never marks closed content hidden in server HTML, so it reads without JavaScript', () => {
    const html = renderToString(
      <Collapsible title="Danger signs">
        <p>Call 999</p>
      </Collapsible>,
    );
    expect(html).toContain('Call 999');
    expect(html).not.toMatch(/\shidden[\s=>]/);
    expect(html).not.toContain('display:none');
    expect(html).toContain('data-state="closed"');
  });
});
