/**
 * Sound analysis: what the catalogue stores of a recording (tempo, key, loudness, the similarity vector) and the
 * index that finds recordings that sound alike. Reads WAV, AIFF and MP3 bytes; knows no database and no server.
 */
export { analyseAudio, FEATURE_GROUPS, FEATURE_LENGTH, type AudioAnalysis } from './analyse';
export { AUDIO_FORMAT_MESSAGES, inspectAudio, type AudioHeader } from './audio-header';
export { AudioFormatError, decodeAudio, DEFAULT_DECODE_LIMITS, type DecodeLimits } from './decode';
export { keyName, mirexScore, PITCH_CLASSES, type Key } from './key';
export { integratedLoudness } from './loudness';
export { estimateTempo } from './tempo';
export { GROUP_WEIGHTS, SoundIndex, type GroupWeights, type Neighbour } from './sound-index';
