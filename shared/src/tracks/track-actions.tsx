import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { openTrackDetails } from '../bus/dialog-requests';
import { DownloadButton } from '../downloads/download-button';
import { trackDownloads } from '../downloads/download-options';
import type { Track } from '../schemas';
import { IconButton } from '../ui/button';
import { InfoIcon, TrashIcon } from '../ui/icons';
import { Flex } from '../ui/primitives';
import { AddToPlaylistButton } from './add-to-playlist-button';
import { CopyLinkButton } from './copy-link-button';

export interface TrackActionsProps {
  track: Track;
  token?: string;
  viewingPlaylistUuid?: string;
  onRemove?: (track: Track) => void;
}

/** A row's action bar (spec §2.6): info, add to playlist, download, copy link, and remove where allowed. */
export const TrackActions = memo(function TrackActions({
  track,
  token,
  viewingPlaylistUuid,
  onRemove,
}: TrackActionsProps) {
  const { t } = useLingui();
  return (
    <Flex gap="1" alignItems="center" justifyContent="flex-end">
      <IconButton
        label={t`Details of ${track.name}`}
        icon={<InfoIcon size={16} />}
        size="iconSm"
        onClick={() => openTrackDetails(track.id)}
      />
      <AddToPlaylistButton
        trackId={track.id}
        trackName={track.name}
        viewingPlaylistUuid={viewingPlaylistUuid}
      />
      <DownloadButton
        label={t`Download ${track.name}`}
        options={trackDownloads(track, { token })}
        token={token}
        contentGroup="tracks"
      />
      <CopyLinkButton trackId={track.id} trackName={track.name} />
      {onRemove && (
        <IconButton
          label={t`Remove ${track.name}`}
          icon={<TrashIcon size={16} />}
          size="iconSm"
          onClick={() => onRemove(track)}
        />
      )}
    </Flex>
  );
});
