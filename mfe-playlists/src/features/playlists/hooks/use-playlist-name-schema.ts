import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { useAllPlaylists } from '../api/get-all-playlists';

const normalise = (name: string) => name.trim().toLowerCase();

/**
 * A playlist's name as a form checks it: required, and (when `unique`, for a new playlist) not one of the customer's
 * names, case aside. The server has the last word for edits and races.
 */
export function usePlaylistNameSchema(unique: boolean) {
  const { t } = useLingui();
  const playlists = useAllPlaylists(unique);
  const taken = useMemo(
    () => new Set((playlists.data?.projects ?? []).map((playlist) => normalise(playlist.name))),
    [playlists.data],
  );
  return useMemo(
    () =>
      z.string().check(
        z.trim(),
        z.minLength(1, t`Playlist name is required`),
        z.refine((name) => !unique || !taken.has(normalise(name)), t`Playlist name already exists`),
      ),
    [t, taken, unique],
  );
}
