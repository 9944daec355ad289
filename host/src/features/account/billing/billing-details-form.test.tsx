import { request } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BillingDetailsForm } from './billing-details-form';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const mockedRequest = jest.mocked(request);

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
  beforeEach(() => mockedRequest.mockReset());

  it("saves a Brazilian company's CNPJ written with its dots, slash and hyphen", async () => {
    mockedRequest.mockImplementation(async (_path, options) => options?.body as never);
    typeTaxNumber('BR 12.345.678/0001-95');
    await waitFor(() => expect(mockedRequest).toHaveBeenCalled());
    const [path, options] = mockedRequest.mock.calls[0]!;
    expect(path).toBe('/v1_rsm/customers/billing_details');
    expect(options?.body).toEqual({ billing_details: { ...STORED, vat_number: 'BR12345678000195' } });
  });

  it('asks for the country prefix and sends nothing without it', async () => {
    const field = typeTaxNumber('12.345.678/0001-95');
    expect(await screen.findByText('Enter the VAT number with its country prefix')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(mockedRequest).not.toHaveBeenCalled();
  });
});
