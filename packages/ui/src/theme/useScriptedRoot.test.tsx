import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from '../components/Accordion/Accordion';
import { Collapsible } from '../components/Collapsible/Collapsible';
import { PasswordField } from '../components/PasswordField/PasswordField';
import { ShareBlock } from '../components/ShareBlock/ShareBlock';
import { Tabs } from '../components/Tabs/Tabs';
import { Timeline } from '../components/Timeline/Timeline';
import { ToastProvider } from '../components/Toast/Toast';
import { jsEnabledClass } from './jsEnabled';

// A single-page app renders the widgets with no server HTML and no inline script in <head>: the
// widgets whose looks depend on the class must set it themselves, before the first paint.
const root = document.documentElement;
afterEach(() => root.classList.remove(jsEnabledClass));

const widgets = {
  Tabs: <Tabs label="Tools" items={[{ id: 'a', label: 'A', content: 'a' }, { id: 'b', label: 'B', content: 'b' }]} />,
  PasswordField: <PasswordField label="Password" />,
  Accordion: <Accordion items={[{ id: 'q', title: 'Question', content: 'Answer' }]} />,
  Collapsible: <Collapsible title="More">Hidden</Collapsible>,
  Timeline: <Timeline items={[{ id: 't', title: 'Week 1', content: 'First' }]} />,
  ShareBlock: (
    <ToastProvider>
      <ShareBlock url="https://example.org/" title="Home" />
    </ToastProvider>
  ),
};

describe('the wh-js class in an app without server HTML', () => {
  for (const [name, element] of Object.entries(widgets)) {
    it(`${name} adds it to <html> when it mounts`, () => {
      expect(root.classList.contains(jsEnabledClass)).toBe(false);
      render(element);
      expect(root.classList.contains(jsEnabledClass)).toBe(true);
    });
  }
});
