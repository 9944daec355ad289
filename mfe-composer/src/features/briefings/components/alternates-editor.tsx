import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, Button, Flex, FormField, Input, List, ListItem, Stack, Text, toast } from '@rsm/shared';
import { useState } from 'react';
import type { SubmissionDetail, Upload } from '@rsm/shared';
import { useSaveAlternatives } from '../api/save-alternatives';
import { AudioUploadField } from './audio-upload-field';

/** Alternates (edits such as "30 seconds") of a submission: rename them, or upload another. */
export function AlternatesEditor({ track, editable }: { track: SubmissionDetail; editable: boolean }) {
  const { t } = useLingui();
  const save = useSaveAlternatives(track.briefing_id, track.id);
  const [versions, setVersions] = useState<Record<number, string>>(() =>
    Object.fromEntries(track.alternatives.map((alternate) => [alternate.id, alternate.version ?? ''])),
  );
  const [newVersion, setNewVersion] = useState('');
  const [upload, setUpload] = useState<Upload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const run = async (change: Parameters<typeof save.mutateAsync>[0], done: string) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(change);
      setVersions(Object.fromEntries(saved.alternatives.map((a) => [a.id, a.version ?? ''])));
      toast.success(done);
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t`The alternates could not be saved.`);
      return false;
    }
  };

  const rename = () => {
    const alternatives = track.alternatives.map((a) => ({
      id: a.id,
      version: (versions[a.id] ?? '').trim(),
    }));
    if (alternatives.some((a) => !a.version)) return setError(t`Every alternate needs a version name.`);
    void run({ kind: 'update', alternatives }, t`Alternates have been updated.`);
  };

  const add = async () => {
    if (!newVersion.trim()) return setError(t`Give the alternate a version name, such as "30 seconds".`);
    if (!upload) return setError(t`Upload the alternate's audio file first.`);
    const added = await run(
      { kind: 'create', alternatives: [{ version: newVersion.trim(), upload_id: upload.id }] },
      t`The alternate has been added.`,
    );
    if (added) {
      setNewVersion('');
      setUpload(null);
      setFormKey((key) => key + 1);
    }
  };

  return (
    <Stack gap="4">
      {track.alternatives.length === 0 ? (
        <Text color="muted">
          <Trans>No alternates yet.</Trans>
        </Text>
      ) : (
        <List aria-label={t`Alternates`}>
          {track.alternatives.map((alternate) => (
            <ListItem key={alternate.id} py="2" layerStyle="divider.bottom">
              <Flex gap="3" alignItems="center">
                <Input
                  aria-label={t`Version name of alternate ${alternate.upload?.filename ?? alternate.id}`}
                  value={versions[alternate.id] ?? ''}
                  disabled={!editable}
                  maxLength={60}
                  onChange={(event) => setVersions({ ...versions, [alternate.id]: event.target.value })}
                />
                <Text fontSize="sm" color="muted">
                  {alternate.upload?.filename}
                </Text>
              </Flex>
            </ListItem>
          ))}
        </List>
      )}
      {editable && track.alternatives.length > 0 && (
        <Button variant="outline" alignSelf="flex-start" disabled={save.isPending} onClick={rename}>
          <Trans>Save version names</Trans>
        </Button>
      )}
      {editable && (
        <Stack key={formKey} gap="3" layerStyle="divider.top" pt="4">
          <FormField label={<Trans>New alternate's version name</Trans>}>
            {(control) => (
              <Input
                {...control}
                value={newVersion}
                maxLength={60}
                onChange={(e) => setNewVersion(e.target.value)}
              />
            )}
          </FormField>
          <AudioUploadField label={t`Alternate audio file (WAV, AIFF or MP3)`} onUploaded={setUpload} />
          <Button alignSelf="flex-start" disabled={save.isPending} onClick={() => void add()}>
            <Trans>Add alternate</Trans>
          </Button>
        </Stack>
      )}
      {error && (
        <Text role="alert" color="danger">
          {error}
        </Text>
      )}
    </Stack>
  );
}
