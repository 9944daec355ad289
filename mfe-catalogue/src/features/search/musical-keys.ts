/** The twelve tonics as the audio analysis names them (`C#`, `Eb`, `F#`, `Ab`, `Bb`), so a key filter matches. */
export const TONICS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
export const MODES = ['major', 'minor'] as const;
export type Mode = (typeof MODES)[number];

/** The BPM the range inputs allow: slower or faster than this is not music the catalogue holds. */
export const BPM_MIN = 20;
export const BPM_MAX = 300;
