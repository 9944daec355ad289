import { Trans, useLingui } from '@lingui/react/macro';
import { FormField, Input, type Playlist, Select, Stack } from '@rsm/shared';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { zodResolver } from '@rsm/shared/forms';
import { FormDialog } from '../../../components/form-dialog';
import { isNameTaken, useCreatePlaylist } from '../api/create-playlist';
import { useFolderNames } from '../api/get-folder-names';
import { useUpdatePlaylist } from '../api/update-playlist';
import { usePlaylistNameSchema } from '../hooks/use-playlist-name-schema';

interface PlaylistFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The playlist to edit; without it the dialog adds one. */
  playlist?: Playlist;
  /** The folder an added playlist goes to unless another is chosen. */
  folderId?: number;
}

interface Values {
  name: string;
  folderId: string;
}

function PlaylistForm({
  playlist,
  folderId,
  formId,
  onDone,
}: Omit<PlaylistFormDialogProps, 'open' | 'onClose'> & {
  formId: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const folders = useFolderNames();
  const create = useCreatePlaylist();
  const update = useUpdatePlaylist();
  // A new playlist's name is checked against the others here; an edit's clash is the server's to tell.
  const nameSchema = usePlaylistNameSchema(!playlist);
  const schema = useMemo(
    () => z.object({ name: nameSchema, folderId: z.string().check(z.minLength(1, t`Folder is required`)) }),
    [t, nameSchema],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: playlist?.name ?? '',
      folderId: String(playlist?.project_category_id ?? folderId ?? ''),
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ name, folderId: folder }) => {
    const input = { name, folderId: Number(folder) };
    try {
      if (playlist) await update.mutateAsync({ uuid: playlist.uuid, ...input });
      else await create.mutateAsync(input);
      onDone();
    } catch (error) {
      // The failure toast is already shown by the mutation; a taken name is also told on the field.
      if (isNameTaken(error)) form.setError('name', { message: t`Playlist name already exists` });
    }
  });

  return (
    <Stack asChild gap="4">
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <FormField label={<Trans>Playlist name</Trans>} error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" autoFocus {...form.register('name')} />}
        </FormField>
        <FormField label={<Trans>Folder</Trans>} error={errors.folderId?.message}>
          {(control) =>
            // Registered once its options exist, so the select can show the folder already chosen.
            folders.isPending ? (
              <Select {...control} disabled>
                <option>{t`Loading…`}</option>
              </Select>
            ) : (
              <Select {...control} {...form.register('folderId')}>
                <option value="">{t`Choose a folder`}</option>
                {folders.data?.project_categories.map((folder) => (
                  <option key={folder.id} value={String(folder.id)}>
                    {folder.name}
                  </option>
                ))}
              </Select>
            )
          }
        </FormField>
      </form>
    </Stack>
  );
}

/** Add playlist and Edit playlist: a name and a folder. */
export function PlaylistFormDialog({ open, onClose, playlist, folderId }: PlaylistFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={playlist ? <Trans>Edit playlist</Trans> : <Trans>Add playlist</Trans>}
      submitLabel={playlist ? <Trans>Save</Trans> : <Trans>Create</Trans>}
    >
      {(formId) => <PlaylistForm playlist={playlist} folderId={folderId} formId={formId} onDone={onClose} />}
    </FormDialog>
  );
}
