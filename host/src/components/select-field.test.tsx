import { TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { SelectField } from './select-field';

describe('SelectField', () => {
  it('offers the empty choice first and is described by its error', () => {
    render(
      <TestProviders>
        <SelectField
          label="Society"
          placeholder="None"
          options={[{ value: 'SPA', label: 'SPA' }]}
          error="Choose a society"
        />
      </TestProviders>,
    );
    const select = screen.getByRole('combobox', { name: 'Society' });
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'None',
      'SPA',
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a society',
    );
  });
});
