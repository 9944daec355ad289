import { TrackDetailsModal } from '../features/tracks/components/track-details-modal';
import { catalogReady } from '../i18n';
import { loadPageMessages } from '../page-messages';

// The modal's messages are the pages' (it shows what the track page shows): the host mounts it on demand.
await Promise.all([catalogReady, loadPageMessages()]);

/** The track details modal; the host mounts this while `$trackDetailsRequest` is set. */
export default function ExposedTrackDetails() {
  return <TrackDetailsModal />;
}
