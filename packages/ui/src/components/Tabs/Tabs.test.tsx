import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderSettled } from '../../test/render';
import { Tabs } from './Tabs';

const items = [
  { id: 'calculators', label: 'Health Calculators', content: <p>Ovulation and due date calculators.</p> },
  { id: 'symptoms', label: 'Symptom Checker', content: <p>When to seek help.</p> },
  { id: 'glossary', label: 'Medical Glossary', content: <p>Eight common terms.</p> },
];

const activePanels = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="tabpanel"]')].filter((panel) => panel.getAttribute('data-state') === 'active');

describe('Tabs', () => {
  it('selects the first tab and marks exactly one panel active', async () => {
    const { container } = await renderSettled(<Tabs label="Tools" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Tools' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Health Calculators' })).toHaveAttribute('aria-selected', 'true');
    expect(activePanels(container)).toHaveLength(1);
    expect(activePanels(container)[0]).toHaveTextContent('Ovulation');
  });

  it('moves with the arrow keys and wraps around', async () => {
    const user = userEvent.setup();
    const { container } = await renderSettled(<Tabs label="Tools" items={items} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Health Calculators' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Symptom Checker' })).toHaveAttribute('aria-selected', 'true');
    expect(activePanels(container)[0]).toHaveTextContent('When to seek help');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Medical Glossary' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Health Calculators' })).toHaveAttribute('aria-selected', 'true');
    expect(activePanels(container)).toHaveLength(1);
  });

  it('keeps only the selected tab in the Tab order, wraps left, and goes Home', async () => {
    const user = userEvent.setup();
    await renderSettled(
      <>
        <Tabs label="Tools" items={items} defaultSelectedId="symptoms" />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Symptom Checker' })).toHaveFocus();
    // From the selected tab, Tab goes to its panel, not to the next tab.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Symptom Checker' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Health Calculators' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Health Calculators' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Medical Glossary' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Medical Glossary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Health Calculators' })).toHaveAttribute('tabindex', '-1');
  });

  it('lets the Tab key go straight into a panel that has controls', async () => {
    const user = userEvent.setup();
    const withForm = [
      { id: 'search', label: 'Search', content: <input aria-label="Term" /> },
      { id: 'about', label: 'About', content: <p>Plain text.</p> },
    ];
    await renderSettled(<Tabs label="Glossary" items={withForm} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Term' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Search' })).not.toHaveAttribute('tabindex');
  });

  it('labels each panel by its tab', async () => {
    await renderSettled(<Tabs label="Tools" items={items} defaultSelectedId="glossary" />);
    expect(screen.getByRole('tabpanel', { name: 'Medical Glossary' })).toHaveTextContent('Eight common terms');
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [id, setId] = useState('symptoms');
      return (
        <>
          <p>Selected: {id}</p>
          <Tabs label="Tools" items={items} selectedId={id} onSelectedIdChange={setId} />
        </>
      );
    }
    await renderSettled(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Symptom Checker' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Medical Glossary' }));
    expect(screen.getByText('Selected: glossary')).toBeInTheDocument();
  });

  it('sends every panel, none hidden, in server HTML', () => {
    const html = renderToString(<Tabs label="Tools" items={items} defaultSelectedId="symptoms" />);
    for (const item of items) expect(html).toContain(item.label);
    expect(html).not.toMatch(/\shidden[\s=>]/);
    expect(html.match(/data-state="active"/g)).toHaveLength(1);
  });
});
