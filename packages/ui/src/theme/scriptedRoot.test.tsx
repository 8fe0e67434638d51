import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsEnabledClass } from './jsEnabled';

// A single-page app renders the widgets with no server HTML and no inline script in <head>: the
// widgets whose looks depend on the class must set it themselves, before the first render.
const root = document.documentElement;

const widgets = {
  Tabs: () => import('../components/Tabs/Tabs'),
  PasswordField: () => import('../components/PasswordField/PasswordField'),
  Accordion: () => import('../components/Accordion/Accordion'),
  Collapsible: () => import('../components/Collapsible/Collapsible'),
  // Not Timeline: its items are native <details>, the same with and without JavaScript. Not
  // ShareBlock: its script-only buttons are `hidden` until its own script shows them.
};

describe('the wh-js class in an app without server HTML', () => {
  for (const [name, load] of Object.entries(widgets)) {
    it(`${name} adds it to <html> when its module loads in a browser`, async () => {
      vi.resetModules();
      root.classList.remove(jsEnabledClass);
      await load();
      expect(root.classList.contains(jsEnabledClass)).toBe(true);
    });
  }

  it('a page that removes it on purpose (a no-JavaScript preview) keeps it removed as widgets mount', async () => {
    const { Tabs } = await import('../components/Tabs/Tabs');
    root.classList.remove(jsEnabledClass);
    render(<Tabs label="Tools" items={[{ id: 'a', label: 'A', content: 'a' }, { id: 'b', label: 'B', content: 'b' }]} />);
    expect(root.classList.contains(jsEnabledClass)).toBe(false);
  });
});
