import { request } from '@rsm/shared';
import type { ShareKey } from './get-playlist-by-token';

export type ReceivedTrackEvent = 'play' | 'download';

/**
 * Tells the sender's activity counts that the recipient of a shared playlist played or downloaded one of its tracks
 * (received_projects/track_event): the signed-in recipient names the share by its id, a visitor by the
 * link's token. A failure is only logged: it must never get in the way of listening.
 */
export function recordReceivedTrackEvent(key: ShareKey, trackId: number, event: ReceivedTrackEvent): void {
  const share = 'token' in key ? { token: key.token } : { project_share_id: key.share_id };
  request('/v1_rsm/received_projects/track_event', {
    method: 'POST',
    body: { ...share, track_id: trackId, event },
  }).catch((error: unknown) => console.error('Recording a received track event failed', error));
}
