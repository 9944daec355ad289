import { Trans, useLingui } from '@lingui/react/macro';
import {
  type AddToPlaylistTarget,
  Button,
  FormField,
  Heading,
  type Playlist,
  Select,
  Stack,
  Text,
  toast,
} from '@rsm/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { addToPlaylist, isTrackInPlaylist } from '../api/add-to-playlist';
import { useAllPlaylists } from '../api/get-all-playlists';

interface ExistingPlaylistPanelProps {
  target: AddToPlaylistTarget;
  onAdded: (playlist: Playlist) => void;
}

/** The left panel: pick one of the customer's playlists, the first preselected, and add to it. */
export function ExistingPlaylistPanel({ target, onAdded }: ExistingPlaylistPanelProps) {
  const { t } = useLingui();
  const playlists = useAllPlaylists(true);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string>();
  const projects = playlists.data?.projects ?? [];
  const selected = projects.find((playlist) => playlist.uuid === chosen) ?? projects[0];
  const add = useMutation({
    mutationFn: (playlist: Playlist) => addToPlaylist(playlist.uuid, target),
    onSuccess: ({ project }) => onAdded(project),
    onError: (failure) => {
      if (isTrackInPlaylist(failure)) {
        setError(t`Track already exists in this playlist`);
        toast.error(t`Track already exists in this playlist.`);
      } else
        toast.error(target.kind === 'album' ? t`Failed to add album.` : t`Failed to add track to playlist.`);
    },
  });

  return (
    <Stack asChild gap="4">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (selected) add.mutate(selected);
          else setError(t`Choose a playlist`);
        }}
      >
        <Heading as="h3" fontSize="lg">
          <Trans>Add to existing playlist</Trans>
        </Heading>
        {playlists.isSuccess && projects.length === 0 ? (
          <Text color="muted">
            <Trans>You don't have any playlists yet: create one on the right.</Trans>
          </Text>
        ) : (
          <FormField label={<Trans>Playlist</Trans>} error={error}>
            {(control) => (
              <Select
                {...control}
                disabled={playlists.isPending}
                value={selected?.uuid ?? ''}
                onChange={(event) => {
                  setChosen(event.target.value);
                  setError(undefined);
                }}
              >
                {playlists.isPending && <option value="">{t`Loading…`}</option>}
                {projects.map((playlist) => (
                  <option key={playlist.uuid} value={playlist.uuid}>
                    {playlist.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
        {playlists.isError && (
          <Text color="danger" role="alert">
            <Trans>Your playlists could not be loaded.</Trans>
          </Text>
        )}
        <Button type="submit" alignSelf="flex-start" disabled={!selected || add.isPending}>
          <Trans>Add to playlist</Trans>
        </Button>
      </form>
    </Stack>
  );
}
