/** Largest audio file a composer may upload: a few minutes of 24-bit stereo WAV at 48 kHz. */
export const AUDIO_MAX_BYTES = 200 * 1024 * 1024;
/** Largest signed contract. */
export const CONTRACT_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  audioTooLarge: 'The file is too large: audio files can be up to 200 MB.',
  notAudio: 'This file is not a WAV, AIFF or MP3 audio file.',
  pdfTooLarge: 'The file is too large: contracts can be up to 10 MB.',
  notPdf: 'This file is not a PDF.',
  noFile: 'Choose a file to upload.',
} as const;
