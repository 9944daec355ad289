import { trackFixture } from '@rsm/shared/testing';
import { composerShares, shownBpm, versionLabel } from './track-fields';

describe('track fields', () => {
  it('prefixes the version of a stem', () => {
    expect(versionLabel({ version: 'Drums', stem: true })).toBe('STEM - Drums');
    expect(versionLabel({ version: 'Full mix', stem: false })).toBe('Full mix');
    expect(versionLabel({ version: null, stem: false })).toBe('');
  });

  it('pairs every composer with their share', () => {
    const track = trackFixture(1, 'Neon Rain');
    const [first] = track.composers;
    const shares = composerShares({
      composers: track.composers,
      composers_tracks: [{ composer_id: first!.id, pr_ownership_share: 50 }],
    });
    expect(shares[0]).toEqual({ name: `${first!.first_name} ${first!.last_name}`, share: 50 });
  });
});

describe('shownBpm', () => {
  it("shows the metadata's BPM first, and the analysed one, rounded and marked, only where it has none", () => {
    expect(shownBpm({ bpm: 120, detected_bpm: 118.4 })).toEqual({ value: 120, detected: false });
    expect(shownBpm({ bpm: null, detected_bpm: 118.6 })).toEqual({ value: 119, detected: true });
    expect(shownBpm({ bpm: null, detected_bpm: null })).toBeNull();
    // Unsure of the pulse: no figure; the metadata's own tempo is shown whatever the analysis says.
    expect(shownBpm({ bpm: null, detected_bpm: 92.1, bpm_confidence: 0.1 })).toEqual({
      unsteady: true,
      detected: true,
    });
    expect(shownBpm({ bpm: 140, detected_bpm: 92.1, bpm_confidence: 0.1 })).toEqual({
      value: 140,
      detected: false,
    });
    expect(shownBpm({ bpm: null, detected_bpm: 139.6, bpm_confidence: 0.9 })).toEqual({
      value: 140,
      detected: true,
    });
  });
});
