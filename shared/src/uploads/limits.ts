/** Largest audio file a composer may upload: a few minutes of 24-bit stereo WAV at 48 kHz. */
export const AUDIO_MAX_BYTES = 200 * 1024 * 1024;
/** Largest signed contract. */
export const CONTRACT_MAX_BYTES = 10 * 1024 * 1024;
/** Largest reference recording for a search by sound. */
export const REFERENCE_MAX_BYTES = 50 * 1024 * 1024;
/** What a file picker for audio offers: the formats the API decodes (it checks the first bytes itself). */
export const AUDIO_ACCEPT = '.mp3,.wav,.aif,.aiff,audio/mpeg,audio/wav,audio/x-wav,audio/aiff,audio/x-aiff';
