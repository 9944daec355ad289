import { NotFoundPage, Route, Routes } from '@rsm/shared';
import { BriefingsPage } from '../features/briefings/pages/briefings-page';
import { catalogReady } from '../i18n';

await catalogReady;

/** The composer area's pages, matched on full paths (the host mounts this at the root). */
export default function ComposerRoutes() {
  return (
    <Routes>
      <Route path="/dashboard/briefings" element={<BriefingsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
