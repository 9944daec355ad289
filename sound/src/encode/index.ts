/** 16-bit PCM written as WAV, AIFF or MP3: test recordings, benchmarks and the demo catalogue's audio. */
export { encodeAiff } from './aiff';
export { encodeMp3 } from './mp3';
export { encodeWav } from './wav';
