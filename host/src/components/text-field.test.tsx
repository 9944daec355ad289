import { TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(
      <TestProviders>
        <TextField label="IPI number" hint="9 to 11 digits." />
      </TestProviders>,
    );
    const field = screen.getByRole('textbox', { name: 'IPI number' });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('9 to 11 digits.').id);
  });

  it('is marked invalid and described by its hint and its error', () => {
    render(
      <TestProviders>
        <TextField label="IPI number" hint="9 to 11 digits." error="An IPI number has 9 to 11 digits" />
      </TestProviders>,
    );
    const field = screen.getByRole('textbox', { name: 'IPI number' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['9 to 11 digits.', 'An IPI number has 9 to 11 digits']);
  });
});
