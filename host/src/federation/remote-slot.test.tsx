import { TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { RemoteSlot } from './remote-slot';
import { loadRemoteModule } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('./preload-remotes', () => ({
  takeLoadedModule: () => undefined,
  takePreloadedModule: () => undefined,
}));
const load = jest.mocked(loadRemoteModule);

/** A remote built against a newer @rsm/shared than the host provides: what it calls is missing from the host's copy. */
const olderShared = {} as { formatNewThing?: (value: string) => string };
function PageNeedingNewerShared() {
  return <p>{olderShared.formatNewThing!('x')}</p>;
}

describe('RemoteSlot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback, not a blank page, when a remote needs a newer shared than the host provides', async () => {
    load.mockResolvedValue({ default: PageNeedingNewerShared } as never);
    render(
      <TestProviders>
        <h1>Host header</h1>
        <RemoteSlot remote="catalogue" expose="routes" />
      </TestProviders>,
    );
    expect(await screen.findByText('This part of the site is temporarily unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Host header' })).toBeTruthy();
  });

  it('shows the fallback when the remote module fails to load at all', async () => {
    load.mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'RemoteRoutes')"));
    render(
      <TestProviders>
        <RemoteSlot remote="composer" expose="routes" />
      </TestProviders>,
    );
    expect(await screen.findByText('This part of the site is temporarily unavailable.')).toBeTruthy();
  });
});
