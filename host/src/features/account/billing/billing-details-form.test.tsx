import { fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BillingDetailsForm } from './billing-details-form';

const network = fakeNetwork();

// The first form of a file brings react-hook-form and the fields in: seconds on a busy machine.
jest.setTimeout(30_000);

const STORED = {
  name: 'Rita Sousa',
  company: 'Trilhas Ltda',
  vat_number: null,
  address_line1: 'Rua Augusta 100',
  address_line2: null,
  city: 'São Paulo',
  postcode: '01304-000',
  country: 'BR',
};

const typeTaxNumber = (value: string) => {
  render(
    <TestProviders>
      <BillingDetailsForm details={STORED} fallbackName="Rita Sousa" />
    </TestProviders>,
  );
  const field = screen.getByLabelText('VAT number (optional)');
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  fireEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
  return field;
};

describe('BillingDetailsForm', () => {
  it("saves a Brazilian company's CNPJ written with its dots, slash and hyphen", async () => {
    network.serve({ 'PUT /v1_rsm/customers/billing_details': ({ body }) => body });
    typeTaxNumber('BR 12.345.678/0001-95');
    await waitFor(() => expect(network.calls).toHaveLength(1));
    const [call] = network.calls;
    expect([call?.method, call?.path]).toEqual(['PUT', '/v1_rsm/customers/billing_details']);
    expect(call?.body).toEqual({ billing_details: { ...STORED, vat_number: 'BR12345678000195' } });
  });

  it('asks for the country prefix and sends nothing without it', async () => {
    const field = typeTaxNumber('12.345.678/0001-95');
    expect(await screen.findByText('Enter the VAT number with its country prefix')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(network.calls).toEqual([]);
  });
});
