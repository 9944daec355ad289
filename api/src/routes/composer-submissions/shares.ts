import type { Writer } from '../../repositories/briefing-submission-repository';

export const SHARE_MESSAGES = {
  total: 'Ownership shares must total 100 %',
  composerRequired: 'Add at least one composer',
  duplicate: 'Each composer or lyricist can be listed once',
} as const;

export interface WritersInput {
  composers: { id: number; share: number }[];
  lyricists: { id: number; share: number }[];
}

/** Composers and lyricists as rows, or the rule they break: at least one composer, no one twice per role, 100 %. */
export function writersOrProblem({ composers, lyricists }: WritersInput): Writer[] | string {
  if (composers.length === 0) return SHARE_MESSAGES.composerRequired;
  for (const people of [composers, lyricists])
    if (new Set(people.map((person) => person.id)).size !== people.length) return SHARE_MESSAGES.duplicate;
  const writers: Writer[] = [
    ...composers.map((person) => ({
      composer_id: person.id,
      role: 'composer' as const,
      share: person.share,
    })),
    ...lyricists.map((person) => ({
      composer_id: person.id,
      role: 'lyricist' as const,
      share: person.share,
    })),
  ];
  // Shares have two decimals: compare in hundredths so 33.33 + 33.33 + 33.34 is exactly 100.
  const hundredths = writers.reduce((sum, writer) => sum + Math.round(writer.share * 100), 0);
  return hundredths === 10_000 ? writers : SHARE_MESSAGES.total;
}
