import { I18nProvider } from '@lingui/react';
import {
  $authHeaders,
  type Customer,
  DesignSystemProvider,
  i18n,
  MemoryRouter,
  publishCustomer,
} from '@rsm/shared';
import { render, screen } from '@testing-library/react';
import { ComposerGate } from './composer-gate';

const customer = (isComposer: boolean): Customer => ({
  id: 1,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Silva',
  avatar: { url: null, thumb: { url: null } },
  is_composer: isComposer,
  internal: false,
  website_country: null,
  block_download: false,
  fake_account: false,
});

const renderGate = () =>
  render(
    <I18nProvider i18n={i18n}>
      <DesignSystemProvider>
        <MemoryRouter initialEntries={['/dashboard/briefings?page=2']}>
          <ComposerGate>
            <p>Composer content</p>
          </ComposerGate>
        </MemoryRouter>
      </DesignSystemProvider>
    </I18nProvider>,
  );

const logIn = () =>
  $authHeaders.set({
    'access-token': 'token',
    client: 'client',
    uid: 'ana@example.com',
    expiry: '9999999999',
  });

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

afterEach(() => {
  $authHeaders.set(null);
  publishCustomer(undefined);
});

describe('ComposerGate', () => {
  it('asks a visitor to log in and come back here', () => {
    publishCustomer(null);
    renderGate();
    expect(screen.queryByText('Composer content')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fdashboard%2Fbriefings%3Fpage%3D2',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('waits while the customer is still loading', () => {
    logIn();
    renderGate();
    expect(screen.queryByText('Composer content')).toBeNull();
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('tells a customer who is not a composer that the area is for composers', () => {
    logIn();
    publishCustomer(customer(false));
    renderGate();
    expect(screen.queryByText('Composer content')).toBeNull();
    expect(screen.getByText('The composer area is only available to composers.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('shows the composer area to a composer', () => {
    logIn();
    publishCustomer(customer(true));
    renderGate();
    expect(screen.getByText('Composer content')).toBeTruthy();
  });
});
