import { FEATURE_GROUPS, FEATURE_LENGTH } from './analyse';
import { SoundIndex } from './sound-index';

/** Where each group starts in the feature vector. */
const offsetOf = (group: (typeof FEATURE_GROUPS)[number][0]) => {
  let offset = 0;
  for (const [name, length] of FEATURE_GROUPS) {
    if (name === group) return [offset, length] as const;
    offset += length;
  }
  throw new Error(group);
};

function shifted(base: number[], group: (typeof FEATURE_GROUPS)[number][0], by: number): number[] {
  const [offset, length] = offsetOf(group);
  return base.map((value, d) => (d >= offset && d < offset + length ? value + by : value));
}

describe('SoundIndex', () => {
  it("finds the track an excerpt shares its timbre with before one that only shares the section's rhythm", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (2 * seed) / 2 ** 31 - 1;
    };
    const catalogue = Array.from({ length: 200 }, () => Array.from({ length: FEATURE_LENGTH }, random));
    const base = Array.from({ length: FEATURE_LENGTH }, () => 0);
    // Two pieces of one soundtrack alike but for the timbre (the track's own) and the rhythm of a section.
    const ownTrack = shifted(base, 'mfccMean', 1.2);
    const otherTrack = shifted(base, 'bandRhythm', 0.4);
    const excerpt = shifted(ownTrack, 'bandRhythm', 0.4);
    const index = new SoundIndex([
      ...catalogue.map((features, id) => ({ id, group: id, features })),
      { id: 1000, group: 1000, features: ownTrack },
      { id: 1001, group: 1001, features: otherTrack },
    ]);
    expect(index.nearest(excerpt, 1)[0]!.id).toBe(1000);
  });
});
