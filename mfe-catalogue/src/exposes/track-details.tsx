import { TrackDetailsModal } from '../features/tracks/components/track-details-modal';
import { catalogReady } from '../i18n';

await catalogReady;

/** The track details modal; the host mounts this while `$trackDetailsRequest` is set (spec §2.7). */
export default function ExposedTrackDetails() {
  return <TrackDetailsModal />;
}
