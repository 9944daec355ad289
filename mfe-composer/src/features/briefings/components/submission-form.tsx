import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, Button, FormField, Input, Stack, Text, toast } from '@rsm/shared';
import { useState, type FormEvent } from 'react';
import type { SubmissionDetail, Upload } from '@rsm/shared';
import { useSaveBriefingTrack } from '../api/save-briefing-track';
import { validateTrackName } from '../api/validate-track-name';
import { parseShare, sharesProblem, type SharesProblem, type WriterEntry } from '../lib/shares';
import { AudioUploadField } from './audio-upload-field';
import { DetectedBpmField } from './detected-bpm-field';
import { WritersEditor } from './writers-editor';

/** An empty BPM is allowed; otherwise a whole number within what music plays at. */
const bpmProblem = (bpm: string) => {
  if (bpm === '') return false;
  const value = Number(bpm);
  return !Number.isInteger(value) || value < 20 || value > 300;
};

interface SubmissionFormProps {
  briefingId: number;
  /** The submission to edit; without it the form submits a new track. */
  existing?: SubmissionDetail;
  onSaved: (track: SubmissionDetail) => void;
}

const writersOf = (existing?: SubmissionDetail): WriterEntry[] =>
  (existing?.writers ?? []).map((writer) => ({
    key: `${writer.role}-${writer.composer_id}`,
    composerId: writer.composer_id,
    name: `${writer.first_name} ${writer.last_name}`,
    role: writer.role,
    share: String(writer.share),
    // Saved writers passed the IPI check when they were added.
    ipiConfirmed: true,
  }));

/** The audio, the track name (checked by the API), and the writers with shares totalling 100 %. */
export function SubmissionForm({ briefingId, existing, onSaved }: SubmissionFormProps) {
  const { t } = useLingui();
  const save = useSaveBriefingTrack(briefingId, existing?.id);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [name, setName] = useState(existing?.track_name ?? '');
  const [bpm, setBpm] = useState(existing?.bpm ? String(existing.bpm) : '');
  const [writers, setWriters] = useState<WriterEntry[]>(() => writersOf(existing));
  const [errors, setErrors] = useState<{
    audio?: string;
    name?: string;
    bpm?: string;
    writers?: string;
    form?: string;
  }>({});

  const sharesMessage = (problem: SharesProblem): string | undefined => {
    if (problem === 'no-composer') return t`Add at least one composer.`;
    if (problem === 'invalid-share')
      return t`Each share must be a number between 0 and 100 with at most two decimals.`;
    if (problem === 'ipi') return t`Confirm the IPI number of every composer and lyricist.`;
    if (problem === 'total') return t`Ownership shares must total 100 %.`;
    return undefined;
  };

  const checkName = async (): Promise<string | undefined> => {
    if (!name.trim()) return t`Track name is required.`;
    try {
      const result = await validateTrackName(name, existing?.id);
      if (result.valid) return undefined;
      if (result.reason === 'required') return t`Track name is required.`;
      if (result.reason === 'tooLong') return t`Track name can be at most 100 characters.`;
      if (result.reason === 'invalid')
        return t`Track name can use letters, numbers, spaces and - ' & ( ) . , ! only.`;
      if (result.reason === 'taken') return t`You already submitted a track with this name.`;
      return t`This track name cannot be used.`;
    } catch {
      return t`The track name could not be checked. Please try again.`;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      audio: !existing && !upload ? t`Upload the audio file first.` : undefined,
      name: await checkName(),
      bpm: bpmProblem(bpm) ? t`BPM is a whole number from 20 to 300.` : undefined,
      writers: sharesMessage(sharesProblem(writers)),
    };
    setErrors(next);
    if (next.audio || next.name || next.bpm || next.writers) return;
    const people = (role: WriterEntry['role']) =>
      writers.filter((w) => w.role === role).map((w) => ({ id: w.composerId, share: parseShare(w.share) }));
    try {
      const track = await save.mutateAsync({
        track_name: name.trim(),
        upload_id: upload?.id,
        bpm: bpm === '' ? null : Number(bpm),
        composers: people('composer'),
        lyricists: people('lyricist'),
      });
      toast.success(existing ? t`Your changes have been saved.` : t`Your track has been submitted.`);
      onSaved(track);
    } catch (failure) {
      setErrors({ form: failure instanceof ApiError ? failure.message : t`The track could not be saved.` });
    }
  };

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t`Submit a track`}>
        <AudioUploadField
          label={existing ? t`Replace the audio file (WAV, AIFF or MP3)` : t`Audio file (WAV, AIFF or MP3)`}
          onUploaded={(result) => {
            setUpload(result);
            setErrors((current) => ({ ...current, audio: undefined }));
          }}
          current={existing?.upload?.filename}
        />
        {errors.audio && (
          <Text role="alert" color="danger" fontSize="sm">
            {errors.audio}
          </Text>
        )}
        <FormField label={<Trans>Track name</Trans>} error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={name}
              autoComplete="off"
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => void checkName().then((problem) => setErrors((e) => ({ ...e, name: problem })))}
            />
          )}
        </FormField>
        <DetectedBpmField uploadId={upload?.id} value={bpm} onChange={setBpm} error={errors.bpm} />
        <WritersEditor writers={writers} onChange={setWriters} error={errors.writers} />
        {errors.form && (
          <Text role="alert" color="danger">
            {errors.form}
          </Text>
        )}
        <Button type="submit" alignSelf="flex-start" disabled={save.isPending}>
          {existing ? <Trans>Save changes</Trans> : <Trans>Submit track</Trans>}
        </Button>
      </form>
    </Stack>
  );
}
