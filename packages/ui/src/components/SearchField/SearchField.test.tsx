import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a labelled search box that reports each keystroke', async () => {
    const user = userEvent.setup();
    function Probe() {
      const [query, setQuery] = useState('');
      return (
        <>
          <SearchField label="Search the glossary" value={query} onChange={(e) => setQuery(e.target.value)} />
          <p>Query: {query}</p>
        </>
      );
    }
    render(<Probe />);
    await user.type(screen.getByRole('searchbox', { name: 'Search the glossary' }), 'PCOS');
    expect(screen.getByText('Query: PCOS')).toBeInTheDocument();
  });
});
