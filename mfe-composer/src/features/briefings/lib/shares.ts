/** A co-writer on a submission: who, in which role, their ownership share and whether their IPI was confirmed. */
export interface WriterEntry {
  key: string;
  composerId: number;
  name: string;
  role: 'composer' | 'lyricist';
  share: string;
  ipiConfirmed: boolean;
  /** The IPI number on file, shown once confirmed (known for the composer's own names). */
  ipi?: string;
}

/** Parses a share typed as "33.33" or "33,33"; NaN for anything else. */
export function parseShare(value: string): number {
  const normalised = value.trim().replace(',', '.');
  return /^\d{1,3}(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** Sum of the shares in hundredths of a percent, so 33.33 + 33.33 + 33.34 is exactly 100. */
export function totalHundredths(writers: WriterEntry[]): number {
  return writers.reduce((sum, writer) => {
    const share = parseShare(writer.share);
    return sum + (Number.isNaN(share) ? 0 : Math.round(share * 100));
  }, 0);
}

export type SharesProblem = 'no-composer' | 'invalid-share' | 'ipi' | 'total' | null;

/** The first rule the writers break, in the order the form reports them; null when they can be submitted. */
export function sharesProblem(writers: WriterEntry[]): SharesProblem {
  if (!writers.some((writer) => writer.role === 'composer')) return 'no-composer';
  if (
    writers.some((writer) => {
      const share = parseShare(writer.share);
      return Number.isNaN(share) || share <= 0 || share > 100;
    })
  )
    return 'invalid-share';
  if (writers.some((writer) => !writer.ipiConfirmed)) return 'ipi';
  if (totalHundredths(writers) !== 10_000) return 'total';
  return null;
}
