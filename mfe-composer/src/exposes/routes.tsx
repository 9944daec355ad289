import { RemoteRoutes, type RoutePages } from '@rsm/shared';
import { BriefingPage } from '../features/briefings/pages/briefing-page';
import { BriefingTrackPage } from '../features/briefings/pages/briefing-track-page';
import { BriefingsPage } from '../features/briefings/pages/briefings-page';
import { ContractsPage } from '../features/contracts/pages/contracts-page';
import { DigitalContractsPage } from '../features/contracts/pages/digital-contracts-page';
import { SignContractPage } from '../features/contracts/pages/sign-contract-page';
import { UploadContractPage } from '../features/contracts/pages/upload-contract-page';
import { StatementsPage } from '../features/statements/pages/statements-page';
import { ReleasedTracksPage } from '../features/tracks/pages/released-tracks-page';
import { TracksPage } from '../features/tracks/pages/tracks-page';
import { catalogReady } from '../i18n';

await catalogReady;

/** The composer area's page of each route the route table gives it. */
const pages: RoutePages<'composer'> = {
  briefings: <BriefingsPage />,
  briefing: <BriefingPage />,
  briefingTrack: <BriefingTrackPage />,
  tracks: <TracksPage />,
  releasedTracks: <ReleasedTracksPage />,
  statements: <StatementsPage />,
  contracts: <ContractsPage />,
  uploadContract: <UploadContractPage />,
  digitalContracts: <DigitalContractsPage />,
  signContract: <SignContractPage />,
};

/** The composer area's pages, matched on full paths (the host mounts this at the root). */
export default function ComposerRoutes() {
  return <RemoteRoutes owner="composer" pages={pages} />;
}
