import { Trans, useLingui } from '@lingui/react/macro';
import {
  type AddToPlaylistTarget,
  Button,
  FormField,
  Heading,
  Input,
  type Playlist,
  Stack,
  toast,
} from '@rsm/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { zodResolver } from '@rsm/shared/forms';
import { AddToNewPlaylistError, addToNewPlaylist, type FolderChoice } from '../api/add-to-playlist';
import { isNameTaken } from '../api/create-playlist';
import { useFolderNames } from '../api/get-folder-names';
import { usePlaylistNameSchema } from '../hooks/use-playlist-name-schema';
import { FolderCombobox } from './folder-combobox';

interface NewPlaylistPanelProps {
  target: AddToPlaylistTarget;
  onAdded: (playlist: Playlist) => void;
}

interface Values {
  name: string;
  folder: string;
}

const normalise = (name: string) => name.trim().toLowerCase();

/** The right panel: a new playlist in a chosen or new folder, with the track or album added. */
export function NewPlaylistPanel({ target, onAdded }: NewPlaylistPanelProps) {
  const { t } = useLingui();
  const folders = useFolderNames();
  const folderList = useMemo(() => folders.data?.project_categories ?? [], [folders.data]);
  const nameSchema = usePlaylistNameSchema(true);
  const schema = useMemo(
    () =>
      z.object({
        name: nameSchema,
        folder: z.string().check(z.trim(), z.minLength(1, t`Folder is required`)),
      }),
    [t, nameSchema],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', folder: '' } });
  const { errors } = form.formState;

  // The Default folder (listed first) is chosen until the customer picks or types another.
  useEffect(() => {
    const first = folderList[0];
    if (first && !form.getValues('folder') && !form.formState.dirtyFields.folder)
      form.setValue('folder', first.name);
  }, [folderList, form]);

  const create = useMutation({
    mutationFn: ({ name, folder }: Values) => {
      const existing = folderList.find((candidate) => normalise(candidate.name) === normalise(folder));
      const choice: FolderChoice = existing ? { id: existing.id } : { newName: folder };
      return addToNewPlaylist(name, choice, target);
    },
    onSuccess: onAdded,
    onError: (failure) => {
      const step = failure instanceof AddToNewPlaylistError ? failure.step : 'add';
      const cause = failure instanceof AddToNewPlaylistError ? failure.cause : failure;
      if (step === 'folder') toast.error(t`Failed to create new folder.`);
      else if (step === 'playlist') {
        if (isNameTaken(cause)) form.setError('name', { message: t`Playlist name already exists` });
        toast.error(t`Failed to create new playlist.`);
      } else
        toast.error(target.kind === 'album' ? t`Failed to add album.` : t`Failed to add track to playlist.`);
    },
  });

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={(event) => void form.handleSubmit((values) => create.mutate(values))(event)}>
        <Heading as="h3" fontSize="lg">
          <Trans>Create new playlist</Trans>
        </Heading>
        <FormField label={<Trans>Playlist name</Trans>} error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormField label={<Trans>Folder</Trans>} error={errors.folder?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="folder"
              render={({ field }) => (
                <FolderCombobox
                  {...control}
                  value={field.value}
                  onChange={field.onChange}
                  folderNames={folderList.map((folder) => folder.name)}
                />
              )}
            />
          )}
        </FormField>
        <Button type="submit" alignSelf="flex-start" disabled={create.isPending}>
          <Trans>Create and add</Trans>
        </Button>
      </form>
    </Stack>
  );
}
