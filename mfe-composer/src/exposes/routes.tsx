import { NotFoundPage, Route, Routes } from '@rsm/shared';
import { BriefingPage } from '../features/briefings/pages/briefing-page';
import { BriefingTrackPage } from '../features/briefings/pages/briefing-track-page';
import { BriefingsPage } from '../features/briefings/pages/briefings-page';
import { ContractsPage } from '../features/contracts/pages/contracts-page';
import { DigitalContractsPage } from '../features/contracts/pages/digital-contracts-page';
import { UploadContractPage } from '../features/contracts/pages/upload-contract-page';
import { StatementsPage } from '../features/statements/pages/statements-page';
import { ReleasedTracksPage } from '../features/tracks/pages/released-tracks-page';
import { TracksPage } from '../features/tracks/pages/tracks-page';
import { catalogReady } from '../i18n';

await catalogReady;

/** The composer area's pages, matched on full paths (the host mounts this at the root). */
export default function ComposerRoutes() {
  return (
    <Routes>
      <Route path="/dashboard/briefings" element={<BriefingsPage />} />
      <Route path="/dashboard/briefings/:id" element={<BriefingPage />} />
      <Route path="/dashboard/briefings/:id/:trackId" element={<BriefingTrackPage />} />
      <Route path="/dashboard/tracks" element={<TracksPage />} />
      <Route path="/dashboard/tracks/released-tracks" element={<ReleasedTracksPage />} />
      <Route path="/dashboard/my-statements" element={<StatementsPage />} />
      <Route path="/dashboard/contracts" element={<ContractsPage />} />
      <Route path="/dashboard/contracts/upload" element={<UploadContractPage />} />
      <Route path="/dashboard/contracts/digital-contracts" element={<DigitalContractsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
