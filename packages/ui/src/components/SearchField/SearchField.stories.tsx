import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const terms = ['Amenorrhea', 'Endometriosis', 'PCOS', 'Ovulation', 'Trimester', 'Postpartum', 'Prenatal', 'Episiotomy'];

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Search the glossary' },
} satisfies Meta<typeof SearchField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Filters a list live, with a polite count for screen readers. */
export const LiveFilter: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const matches = terms.filter((term) => term.toLowerCase().includes(query.trim().toLowerCase()));
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <SearchField {...args} value={query} onChange={(e) => setQuery(e.target.value)} />
        <p role="status">{matches.length === 0 ? `No terms found matching "${query}". Try a different search term.` : `${matches.length} terms`}</p>
        <ul>
          {matches.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the glossary' }), 'post');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 terms');
  },
};
