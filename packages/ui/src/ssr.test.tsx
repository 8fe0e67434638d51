import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Accordion,
  Alert,
  Badge,
  Button,
  Card,
  Collapsible,
  Container,
  CountrySelector,
  DateField,
  Drawer,
  Grid,
  Icon,
  Link,
  MegaMenu,
  Menu,
  PasswordField,
  Progress,
  SearchField,
  Select,
  ShareBlock,
  SkipLink,
  Stack,
  StatCard,
  Tabs,
  TextField,
  Timeline,
  ToastProvider,
  TopicCard,
  VisuallyHidden,
} from './index';

/** One page using every widget, as the prerenderer would send it. */
function EveryWidget() {
  return (
    <ToastProvider>
      <SkipLink />
      <Container as="header">
        <Menu label="Tools & Resources" items={[{ label: 'Resources', href: '/resources' }]} />
        <MegaMenu
          label="Health Topics"
          topics={[{ title: 'Pregnancy', href: '/pregnancy', description: 'Week by week.', subcategories: [{ title: 'Nutrition', href: '/pregnancy/nutrition' }] }]}
        />
        <Drawer title="Site menu">
          <a href="/faq">FAQ</a>
        </Drawer>
        <CountrySelector country="uk" origins={{ uk: 'https://example.org', ng: 'https://nigeria.example.org' }} path="/pregnancy" />
      </Container>
      <Container as="main" id="main-content">
        <Stack gap="lg">
          <Alert variant="success">Saved</Alert>
          <Badge tone="fertility">Fertility</Badge>
          <Button>Press</Button>
          <Link href="/faq">FAQ</Link>
          <Icon name="heart" label="Heart" />
          <VisuallyHidden>Hidden text</VisuallyHidden>
          <Card>Card text</Card>
          <Grid columns={2}>
            <StatCard value="500+" label="Articles" />
            <TopicCard
              title="Pregnancy Guide"
              category="Pregnancy"
              description="Week by week."
              href="/pregnancy"
              image={{ src: '/p.webp', width: 640, height: 360, alt: '' }}
              topics={['Nutrition']}
            />
          </Grid>
          <Collapsible title="Danger signs">Call 999</Collapsible>
          <Accordion items={[{ id: 'a', title: 'Question', content: 'Answer' }]} defaultOpenId="a" />
          <Timeline items={[{ id: 't', title: 'Week 1', meta: 'Start', icon: 'calendar', content: 'Rest', defaultOpen: true }]} />
          <Tabs label="Tools" items={[{ id: 'one', label: 'One', content: 'First' }, { id: 'two', label: 'Two', content: 'Second' }]} />
          <TextField label="Email" type="email" />
          <PasswordField label="Password" />
          <DateField label="Date" />
          <Select label="Cycle" options={[{ value: '28', label: '28 days' }]} />
          <SearchField label="Search" />
          <Progress label="Progress" value={33} />
          <ShareBlock title="Guide" url="https://example.org/pregnancy" />
        </Stack>
      </Container>
    </ToastProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('server rendering and hydration', () => {
  it('hydrates the server HTML of every widget with no mismatch', async () => {
    const html = renderToString(<EveryWidget />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <EveryWidget />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    const logged = consoleError.mock.calls.map((call) => String(call[0]));
    consoleError.mockRestore();

    expect(recoverable).toEqual([]);
    expect(logged.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
  });

  it('sends every collapsible and tab panel readable, with no hidden attribute', () => {
    const html = renderToString(<EveryWidget />);
    for (const text of ['Call 999', 'Answer', 'Rest', 'First', 'Second']) expect(html).toContain(text);
    const container = document.createElement('div');
    container.innerHTML = html;
    const sections = container.querySelectorAll('[data-state]');
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      expect(section.closest('[hidden]')).toBeNull();
      expect(section.getAttribute('style') ?? '').not.toMatch(/display:\s*none/);
    }
  });
});
