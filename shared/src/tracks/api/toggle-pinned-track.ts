import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../http/api-client';
import { invalidatePlaylistsAndFolders } from '../../query/playlist-keys';
import { toast } from '../../ui/toaster';
import { pinnedTrackIdsQueryOptions } from './get-pinned-playlist-track-ids';

interface Toggle {
  uuid: string;
  trackId: number;
  /** true to add to the pinned playlist, false to remove from it. */
  add: boolean;
}

/** Adds a track to, or removes it from, the pinned playlist at once; rolled back with an error toast if it fails. */
export function useTogglePinnedTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, trackId, add }: Toggle) =>
      add
        ? request(`/v2/projects/${encodeURIComponent(uuid)}/tracks`, {
            method: 'POST',
            body: { id: trackId },
          })
        : request(`/v2/projects/${encodeURIComponent(uuid)}/tracks/${trackId}`, { method: 'DELETE' }),
    onMutate: async ({ uuid, trackId, add }) => {
      const { queryKey } = pinnedTrackIdsQueryOptions(uuid);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (ids = []) =>
        add ? [...ids.filter((id) => id !== trackId), trackId] : ids.filter((id) => id !== trackId),
      );
      return { previous };
    },
    onError: (_error, { uuid, add }, context) => {
      queryClient.setQueryData(pinnedTrackIdsQueryOptions(uuid).queryKey, context?.previous);
      toast.error(add ? t`Failed to add track.` : t`Failed to delete track.`);
    },
    onSuccess: (_data, { add }) => {
      toast.success(
        add ? t`Track has been added to playlist.` : t`Track has been removed.`,
        add ? 500 : undefined,
      );
      void invalidatePlaylistsAndFolders(queryClient);
    },
  });
}
