import { TAXONOMIES } from '@rsm/demo/taxonomy-plan';
import { EN } from './en';
import { TERM_KINDS, type TermKind, type VocabularyEntry } from './entry';
import { PT } from './pt';

/** The demo seed's taxonomy tables by the kind a vocabulary entry names. */
const TABLE: Record<TermKind, keyof typeof TAXONOMIES> = {
  genres: 'genres',
  moods: 'moods',
  instruments: 'instrumentations',
  keywords: 'keywords',
  topics: 'topics',
  tempos: 'tempos',
};

const describeEntries = (language: string, entries: VocabularyEntry[]) =>
  describe(`the ${language} brief vocabulary`, () => {
    it.each(entries.map((entry) => [entry.phrase, entry] as const))(
      '"%s" points at terms the demo catalogue has',
      (_, entry) => {
        const targets = TERM_KINDS.flatMap((kind) =>
          (entry[kind] ?? []).map((name) => [kind, name] as const),
        );
        expect(targets.length + (entry.vocals ? 1 : 0)).toBeGreaterThan(0);
        for (const [kind, name] of targets)
          expect(TAXONOMIES[TABLE[kind]].map(([english]) => english)).toContain(name);
      },
    );

    it('has each phrase once, in lower case', () => {
      const phrases = entries.map((entry) => entry.phrase);
      expect(new Set(phrases).size).toBe(phrases.length);
      for (const phrase of phrases) expect(phrase).toBe(phrase.toLowerCase().trim());
    });
  });

describeEntries('English', EN);
describeEntries('Portuguese', PT);
