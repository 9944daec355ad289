import { useLingui } from '@lingui/react/macro';
import { AUDIO_ACCEPT, AUDIO_MAX_BYTES, looksLikeAudio, type Upload } from '@rsm/shared';
import { FileUploadField } from '../../../components/file-upload-field';
import { uploadAudio } from '../api/upload-audio';

interface AudioUploadFieldProps {
  label: string;
  onUploaded: (upload: Upload) => void;
  /** Names the audio file already uploaded, if any. */
  current?: string;
}

/** Uploads a WAV, AIFF or MP3 file of a submission or of one of its alternates. */
export function AudioUploadField({ label, onUploaded, current }: AudioUploadFieldProps) {
  const { t } = useLingui();
  return (
    <FileUploadField
      label={label}
      accept={AUDIO_ACCEPT}
      maxBytes={AUDIO_MAX_BYTES}
      accepts={looksLikeAudio}
      tooLarge={t`The file is too large: audio files can be up to 200 MB.`}
      wrongType={t`This file is not a WAV, AIFF or MP3 audio file.`}
      upload={uploadAudio}
      onUploaded={onUploaded}
      current={current}
    />
  );
}
