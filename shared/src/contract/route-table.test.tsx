import { render, screen } from '@testing-library/react';
import { TestProviders } from '../testing';
import { RemoteRoutes, type RoutePages } from './route-table';

const pages: RoutePages<'composer'> = {
  briefings: <p>Briefings</p>,
  briefing: <p>One briefing</p>,
  briefingTrack: <p>A briefing track</p>,
  tracks: <p>Tracks</p>,
  releasedTracks: <p>Released</p>,
  statements: <p>Statements</p>,
  contracts: <p>Contracts</p>,
  uploadContract: <p>Upload</p>,
  digitalContracts: <p>Digital contracts</p>,
  signContract: <p>Sign</p>,
};

// The table is the contract: a page missing, or a page for another app's route, does not compile.
// @ts-expect-error the composer's signing page is missing
const missing: RoutePages<'composer'> = { ...pages, signContract: undefined };
// @ts-expect-error albums belong to the catalogue
const foreign: RoutePages<'composer'> = { ...pages, albums: <p>Albums</p> };
void [missing, foreign];

/** The composer's routes, at `path`. */
const renderAt = (path: string) =>
  render(
    <TestProviders path={path}>
      <RemoteRoutes owner="composer" pages={pages} />
    </TestProviders>,
  );

describe('RemoteRoutes', () => {
  it("renders the remote's page for a path of the table, parameters and all", () => {
    renderAt('/dashboard/contracts/digital-contracts/4/sign?token=t');
    expect(screen.getByText('Sign')).toBeTruthy();
  });

  it('shows the 404 page for a path the remote does not own', () => {
    renderAt('/dashboard/briefings/1/2/3');
    expect(screen.queryByText('A briefing track')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
