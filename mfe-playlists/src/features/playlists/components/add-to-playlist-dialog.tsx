import { Trans, useLingui } from '@lingui/react/macro';
import {
  type AddToPlaylistTarget,
  Dialog,
  Grid,
  invalidatePlaylistsAndFolders,
  type Playlist,
  Text,
  toast,
} from '@rsm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { recordAddToProject } from '../api/add-to-playlist';
import { ExistingPlaylistPanel } from './existing-playlist-panel';
import { NewPlaylistPanel } from './new-playlist-panel';

/** The add-to-playlist success toast stays 500 ms. */
export const ADDED_TOAST_MS = 500;

interface AddToPlaylistDialogProps {
  target: AddToPlaylistTarget | null;
  onClose: () => void;
}

/** The two-panel add-to-playlist dialog for a track or a whole album. */
export function AddToPlaylistDialog({ target, onClose }: AddToPlaylistDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const added = (playlist: Playlist) => {
    if (!target) return;
    toast.success(t`Track has been added to playlist.`, ADDED_TOAST_MS);
    recordAddToProject(playlist, target);
    void invalidatePlaylistsAndFolders(queryClient);
    onClose();
  };
  return (
    <Dialog
      open={Boolean(target)}
      onClose={onClose}
      maxWidth="52rem"
      title={target?.kind === 'album' ? <Trans>Add album to playlist</Trans> : <Trans>Add to playlist</Trans>}
    >
      {target && (
        <>
          <Text color="muted" mb="4">
            {target.name}
          </Text>
          {/* Keyed by the target so each opening starts from fresh forms. */}
          <Grid
            key={`${target.kind}-${target.id}`}
            gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
            gap="8"
          >
            <ExistingPlaylistPanel target={target} onAdded={added} />
            <NewPlaylistPanel target={target} onAdded={added} />
          </Grid>
        </>
      )}
    </Dialog>
  );
}
