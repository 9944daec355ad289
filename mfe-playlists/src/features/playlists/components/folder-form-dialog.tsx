import { Trans, useLingui } from '@lingui/react/macro';
import { FormField, Input, Stack, type Taxon } from '@rsm/shared';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { zodResolver } from '@rsm/shared/forms';
import { FormDialog } from '../../../components/form-dialog';
import { useCreateFolder } from '../api/create-folder';
import { useUpdateFolder } from '../api/update-folder';

interface FolderFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The folder to rename; without it the dialog adds one. */
  folder?: Taxon;
}

function FolderForm({ folder, formId, onDone }: { folder?: Taxon; formId: string; onDone: () => void }) {
  const { t } = useLingui();
  const create = useCreateFolder();
  const update = useUpdateFolder();
  // Edit folder says 'Playlist name is required', as the product always has.
  const required = folder ? t`Playlist name is required` : t`Folder name is required`;
  const schema = useMemo(
    () => z.object({ name: z.string().check(z.trim(), z.minLength(1, required)) }),
    [required],
  );
  const form = useForm<{ name: string }>({
    resolver: zodResolver(schema),
    defaultValues: { name: folder?.name ?? '' },
  });

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      if (folder) await update.mutateAsync({ id: folder.id, name });
      else await create.mutateAsync(name);
      onDone();
    } catch {
      // The mutation has shown the failure; the dialog stays open to try again.
    }
  });

  return (
    <Stack asChild>
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <FormField label={<Trans>Folder name</Trans>} error={form.formState.errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" autoFocus {...form.register('name')} />}
        </FormField>
      </form>
    </Stack>
  );
}

/** The Add folder and Edit folder dialog. */
export function FolderFormDialog({ open, onClose, folder }: FolderFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={folder ? <Trans>Edit folder</Trans> : <Trans>Add folder</Trans>}
      submitLabel={folder ? <Trans>Save</Trans> : <Trans>Create</Trans>}
    >
      {(formId) => <FolderForm folder={folder} formId={formId} onDone={onClose} />}
    </FormDialog>
  );
}
