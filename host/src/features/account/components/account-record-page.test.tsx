import { fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { signInForTest, signOutForTest } from '../../../testing/session';
import { composerProfileQueryOptions } from '../composer-profile/composer-profile-api';
import { AccountRecordPage } from './account-record-page';

const network = fakeNetwork({
  'GET /v1_rsm/customers/composer_profile': () => ({
    composer_profile: { first_name: 'Clara', last_name: 'Mendes', ipi: '00012345678', society: null },
  }),
});

const renderPage = () =>
  render(
    <TestProviders>
      <AccountRecordPage
        title="Composer profile"
        prompt="Log in to see your profile."
        record={composerProfileQueryOptions()}
        rows={4}
      >
        {(profile, customer) => (
          <p>
            {customer.first_name}: {profile?.ipi}
          </p>
        )}
      </AccountRecordPage>
    </TestProviders>,
  );

describe('AccountRecordPage', () => {
  it('asks a visitor to log in, and asks the API for nothing', () => {
    signOutForTest();
    renderPage();
    expect(screen.getByText('Log in to see your profile.')).toBeTruthy();
    expect(network.calls).toHaveLength(0);
  });

  it("shows the signed-in customer's record once it has loaded", async () => {
    signInForTest();
    renderPage();
    expect(await screen.findByText('Clara: 00012345678')).toBeTruthy();
  });
});
