export const TRACK_NAME_MAX = 100;

export const TRACK_NAME_MESSAGES = {
  required: 'Track name is required',
  tooLong: `Track name can be at most ${TRACK_NAME_MAX} characters`,
  invalid: "Track name can use letters, numbers, spaces and - ' & ( ) . , ! only",
  taken: 'You already submitted a track with this name',
} as const;

// Letters of any language, digits, spaces and a little punctuation: names end up in file and cue-sheet names.
const ALLOWED = /^[\p{L}\p{N} \-'&().,!]+$/u;

export type TrackNameReason = keyof typeof TRACK_NAME_MESSAGES;

/** The format rule a submission's track name breaks, if any; whether it is taken needs the database. */
export function trackNameReason(name: string): Exclude<TrackNameReason, 'taken'> | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > TRACK_NAME_MAX) return 'tooLong';
  if (!ALLOWED.test(trimmed)) return 'invalid';
  return null;
}

export function trackNameProblem(name: string): string | null {
  const reason = trackNameReason(name);
  return reason && TRACK_NAME_MESSAGES[reason];
}
