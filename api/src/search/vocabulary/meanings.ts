import type { Meaning } from './entry';

/** Meanings that several words share, in English and in Portuguese alike. */
export const UPBEAT: Meaning = { moods: ['Happy', 'Uplifting', 'Energetic'] };
export const POSITIVE: Meaning = { moods: ['Happy', 'Uplifting'] };
export const CALM: Meaning = { moods: ['Calm'] };
export const CORPORATE: Meaning = { topics: ['Corporate'], keywords: ['Business', 'Advertising'] };
export const ADVERTISING: Meaning = { topics: ['Corporate'], keywords: ['Advertising'] };
export const STUDY: Meaning = { genres: ['Lo-Fi', 'Ambient'], moods: ['Calm'] };
export const LOVE: Meaning = { moods: ['Romantic'], keywords: ['Love'] };
export const TENSE: Meaning = { moods: ['Tense'], keywords: ['Suspense'] };
export const SCARY: Meaning = { moods: ['Dark', 'Tense'] };
export const DARK: Meaning = { moods: ['Dark'] };
export const FAST: Meaning = { tempos: ['Fast', 'Very Fast'] };
export const SLOW: Meaning = { tempos: ['Slow'] };
export const SAD: Meaning = { moods: ['Sad'] };
export const ORCHESTRAL: Meaning = { genres: ['Classical', 'Cinematic'] };
export const PLAYFUL: Meaning = { moods: ['Playful'] };
export const ENERGETIC: Meaning = { moods: ['Energetic'] };
export const SPORTS: Meaning = { keywords: ['Sports'], moods: ['Energetic'] };
export const BRAZILIAN: Meaning = { genres: ['Samba', 'Bossa Nova'] };
export const HIP_HOP: Meaning = { genres: ['Hip Hop'] };
export const VOCAL: Meaning = { vocals: 'vocal' };
