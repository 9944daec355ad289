import { Route, Routes } from '@rsm/shared';
import { fakeNetwork, reply, TestProviders, type FakeHandler } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { customer, logInEachTest } from '../../../testing/session';
import { SignContractPage } from './sign-contract-page';

const network = fakeNetwork();
logInEachTest(customer(true));

const awaiting = {
  id: 7,
  title: 'Publishing agreement: Samba collection',
  kind: 'digital',
  created_at: '2026-01-01T00:00:00.000Z',
  signed_name: null,
  signed_at: null,
  body: 'The composer grants the exclusive right to license the works.',
};

const renderPage = (path = '/dashboard/contracts/digital-contracts/7/sign?token=one-time') =>
  render(
    <TestProviders path={path}>
      <Routes>
        <Route path="/dashboard/contracts/digital-contracts/:id/sign" element={<SignContractPage />} />
      </Routes>
    </TestProviders>,
  );

/** Answers the list with the contract, and the signing call as `sign` says. */
const api = (sign: FakeHandler) =>
  network.serve({
    'GET /v2/hello_sign_contracts': () => ({ contracts: [awaiting] }),
    'POST /v2/hello_sign_contracts/:id/sign': sign,
  });

describe('SignContractPage', () => {
  it('asks for a full name and the confirmation, then signs with the link token', async () => {
    api(() => ({
      contract: { ...awaiting, signed_name: 'Ana Silva', signed_at: '2026-11-25T05:00:00.000Z' },
    }));
    renderPage();
    expect(await screen.findByRole('region', { name: 'Contract text' })).toBeTruthy();
    const name = screen.getByLabelText('Your full name');
    fireEvent.change(name, { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign contract' }));
    expect(await screen.findByText('Type your full name (first and last name) to sign.')).toBeTruthy();
    expect(screen.getByText('Confirm that you have read and agree to the contract.')).toBeTruthy();
    expect(network.callsTo('POST /v2/hello_sign_contracts/:id/sign')).toEqual([]);

    fireEvent.change(name, { target: { value: '  Ana   Silva ' } });
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I have read this contract and agree to its terms.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign contract' }));
    expect(await screen.findByText('The contract has been signed.')).toBeTruthy();
    expect(network.callsTo('POST /v2/hello_sign_contracts/7/sign').map(({ body }) => body)).toEqual([
      { token: 'one-time', full_name: 'Ana Silva', confirmed: true },
    ]);
    expect(screen.getByRole('button', { name: 'Download the signed PDF' })).toBeTruthy();
  });

  it('says when the signing link was already used and offers a new one', async () => {
    api(() => reply(410, { errors: ['used'], code: 'token_used' }));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Your full name'), { target: { value: 'Ana Silva' } });
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I have read this contract and agree to its terms.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign contract' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This signing link has already been used.');
    expect(screen.getByRole('button', { name: 'Get a new signing link' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Your full name')).toBeNull());
  });

  it('tells a link without a token apart from the form', async () => {
    api(() => ({}));
    renderPage('/dashboard/contracts/digital-contracts/7/sign');
    expect((await screen.findByRole('alert')).textContent).toContain('This signing link is not valid.');
  });
});
