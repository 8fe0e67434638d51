import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './DateField';

describe('DateField', () => {
  it('is a labelled date input that reports ISO dates', () => {
    function Probe() {
      const [value, setValue] = useState('');
      return (
        <>
          <DateField label="First day of your last period" max="2024-12-31" value={value} onChange={(e) => setValue(e.target.value)} />
          <output>{value || 'none'}</output>
        </>
      );
    }
    render(<Probe />);
    const input = screen.getByLabelText('First day of your last period');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('max', '2024-12-31');
    fireEvent.change(input, { target: { value: '2024-03-05' } });
    expect(screen.getByText('2024-03-05')).toBeInTheDocument();
  });
});
