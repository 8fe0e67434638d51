import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

const cycleLengths = Array.from({ length: 15 }, (_, i) => ({ value: String(21 + i), label: `${21 + i} days` }));

describe('Select', () => {
  it('offers the cycle lengths from 21 to 35 days with 28 chosen', () => {
    render(<Select label="Average cycle length" options={cycleLengths} defaultValue="28" />);
    const select = screen.getByRole('combobox', { name: 'Average cycle length' });
    expect(screen.getAllByRole('option')).toHaveLength(15);
    expect(select).toHaveValue('28');
  });

  it('changes with the keyboard and pointer', async () => {
    const user = userEvent.setup();
    render(<Select label="Average cycle length" options={cycleLengths} defaultValue="28" />);
    const select = screen.getByRole('combobox');
    await user.selectOptions(select, '30');
    expect(select).toHaveValue('30');
  });
});
