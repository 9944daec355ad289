import { AUDIO_MAX_BYTES, CONTRACT_MAX_BYTES } from '@rsm/shared/uploads';

/** The largest files are shared with the apps, which refuse a larger one before sending it. */
export { AUDIO_MAX_BYTES, CONTRACT_MAX_BYTES };
/** Smallest audio file accepted: a header alone (RIFF....WAVE) is no recording. */
export const AUDIO_MIN_BYTES = 1024;
/** Bytes of unused uploads (not yet in a submission) one composer may hold; older than a day they are deleted. */
export const UNUSED_UPLOAD_QUOTA_BYTES = 2 * 1024 * 1024 * 1024;
export const UNUSED_UPLOAD_MAX_AGE_HOURS = 24;

export const UPLOAD_MESSAGES = {
  audioTooLarge: 'The file is too large: audio files can be up to 200 MB.',
  notAudio: 'This file is not a WAV, AIFF or MP3 audio file.',
  pdfTooLarge: 'The file is too large: contracts can be up to 10 MB.',
  notPdf: 'This file is not a PDF.',
  noFile: 'Choose a file to upload.',
  notFound: 'Upload not found',
  malformed: 'The upload could not be read: send the file as multipart/form-data.',
  quota: 'You have too many uploads waiting to be used. Submit or remove some, or try again tomorrow.',
} as const;
