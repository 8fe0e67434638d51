import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Progress } from './Progress';
import { updateProgress } from './progressState';

describe('Progress', () => {
  it('exposes its value with a default maximum of 100', () => {
    render(<Progress label="Running security tests" value={33} />);
    const bar = screen.getByRole('progressbar', { name: 'Running security tests' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '33%');
  });

  it('scales to another maximum and clamps out-of-range values', () => {
    const { rerender } = render(<Progress label="Steps" value={3} max={4} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '75%');
    rerender(<Progress label="Steps" value={9} max={4} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    rerender(<Progress label="Steps" value={-2} max={4} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});

describe('updateProgress', () => {
  it('moves a server-rendered Progress in place: value, what is read out, bar, percentage and label', () => {
    // Rendered to HTML as a server would, with no React attached to it afterwards.
    document.body.innerHTML = renderToStaticMarkup(<Progress label="Saving: 0 of 40 files" value={0} max={40} />);
    updateProgress(document.body, 12, { label: 'Saving: 12 of 40 files' });
    const bar = screen.getByRole('progressbar', { name: 'Saving: 12 of 40 files' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemax', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '30%');
    expect(bar.firstElementChild).toHaveStyle({ width: '30%' });
    expect(screen.getByText('30%')).toBeInTheDocument();
    // A new maximum, and the same clamping as the component's.
    updateProgress(bar, 90, { max: 60 });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
    expect(screen.getByRole('progressbar', { name: 'Saving: 12 of 40 files' })).toBe(bar);
  });

  it('says so when there is no Progress to move', () => {
    document.body.innerHTML = '<p>Nothing here</p>';
    expect(() => updateProgress(document.body, 1)).toThrow(/no Progress/);
  });
});

describe('Progress at 0', () => {
  it('carries no inline style, so a page whose policy forbids inline styles shows it empty', () => {
    const html = renderToStaticMarkup(<Progress label="Saving" value={0} />);
    expect(html).not.toContain('style=');
    expect(renderToStaticMarkup(<Progress label="Saving" value={1} />)).toContain('style="width:1%"');
  });
});
