import type { PooledPiece } from './audio/audio-pool';
import { piecesToRenderFirst, planPool } from './audio/pool-plan';
import { piecePath, type Piece } from './audio/render-piece';
import { planCatalogue, themeOfAlbum, type PooledAudio } from './catalogue-plan';
import { TAXONOMIES, type TaxonomyTable } from './taxonomy-plan';
import { THEMES } from './themes';

// The plan needs only each piece's identity and file sizes, not rendered audio.
const fakePooled = (piece: Piece): PooledPiece => ({
  ...piece,
  files: {
    mp3: { path: piecePath(piece, 'mp3'), size: 1 },
    wav: { path: 'w', size: 2 },
    aiff: { path: 'a', size: 3 },
  },
  peaksPath: 'p.json',
});

/** The plan as a first start makes it: only each theme's first piece is rendered. */
function fullPlan() {
  const pool = planPool('full');
  const audio: PooledAudio = pool.map((theme) => ({
    mains: theme.mains.map((piece, i) => (i === 0 ? fakePooled(piece) : piece)),
    edits: new Map(theme.edits.map((piece) => [piece.seconds, piece])),
  }));
  return { pool, plan: planCatalogue('full', audio) };
}

describe('the full catalogue plan', () => {
  const { pool, plan } = fullPlan();
  const mains = plan.tracks.filter((track) => track.main_track_id === null);

  it('plays 96 distinct main pieces of 30 to 90 seconds, six per theme, 16 of them rendered before the start', () => {
    const mains = pool.flatMap((theme) => theme.mains);
    expect(new Set(mains.map((piece) => piecePath(piece, 'mp3'))).size).toBe(96);
    for (const piece of mains) expect(piece.seconds).toBeGreaterThanOrEqual(30);
    for (const piece of mains) expect(piece.seconds).toBeLessThanOrEqual(90);
    expect(piecesToRenderFirst(pool, 'full')).toHaveLength(16);
    const played = new Set(plan.pendingAudio.map((pending) => piecePath(pending.piece, 'mp3')));
    for (const piece of pool.flatMap((theme) => [...theme.mains.slice(1), ...theme.edits]))
      expect(played).toContain(piecePath(piece, 'mp3'));
  });

  it("renders each theme's pieces in its style, instruments, mode and tempo range", () => {
    pool.forEach((theme, t) => {
      for (const piece of [...theme.mains, ...theme.edits]) {
        expect(piece).toMatchObject({ style: THEMES[t]!.style, mode: THEMES[t]!.mode });
        expect(piece.instruments).toEqual(THEMES[t]!.instruments);
        expect(piece.bpm).toBeGreaterThanOrEqual(THEMES[t]!.bpm[0]);
        expect(piece.bpm).toBeLessThanOrEqual(THEMES[t]!.bpm[1]);
      }
    });
  });

  it('has at least 8 labels, 60 albums and 600 main tracks with 1 to 3 alternates each', () => {
    expect(plan.labels.length).toBeGreaterThanOrEqual(8);
    expect(plan.albums.length).toBeGreaterThanOrEqual(60);
    expect(mains.length).toBeGreaterThanOrEqual(600);
    for (const main of mains) {
      const alternates = plan.tracks.filter((track) => track.main_track_id === main.id).length;
      expect(alternates).toBeGreaterThanOrEqual(1);
      expect(alternates).toBeLessThanOrEqual(3);
    }
  });

  it('holds at least 2,000 tracks, enough for a 2,000-track playlist', () => {
    expect(plan.tracks.length).toBeGreaterThanOrEqual(2000);
  });

  it('includes edits, underscores and stems', () => {
    const versions = new Set(plan.tracks.map((track) => track.version));
    for (const version of ['60 Sec Edit', '30 Sec Edit', '15 Sec Edit', 'Underscore'])
      expect(versions).toContain(version);
    expect(plan.tracks.some((track) => track.stem === true)).toBe(true);
  });

  it('gives every track composer shares that add up to 100', () => {
    const totals = new Map<unknown, number>();
    for (const row of plan.composersTracks)
      totals.set(row.track_id, (totals.get(row.track_id) ?? 0) + Number(row.pr_ownership_share));
    expect(totals.size).toBe(plan.tracks.length);
    expect([...totals.values()].every((total) => total === 100)).toBe(true);
  });

  it('points each track at a piece matching its length and tempo, or at a stand-in until that piece is rendered', () => {
    const mp3ByTrack = new Map(
      plan.trackFiles.filter((file) => file.format === 'mp3').map((file) => [file.track_id, file.path]),
    );
    const pending = new Map(
      plan.pendingAudio.flatMap((entry) => entry.trackIds.map((id) => [id, entry.piece] as const)),
    );
    const pieces = new Map(
      pool
        .flatMap((theme) => [...theme.mains, ...theme.edits])
        .map((piece) => [piecePath(piece, 'mp3'), piece]),
    );
    for (const track of plan.tracks) {
      const piece = pending.get(track.id as number) ?? pieces.get(mp3ByTrack.get(track.id) as string)!;
      expect(piece.seconds).toBe(track.length);
      expect(piece.bpm).toBe(track.bpm);
    }
  });

  it('is the same plan every time', () => {
    expect(fullPlan().plan).toEqual(plan);
  });
});

describe('the demo catalogue is coherent', () => {
  const { plan } = fullPlan();
  const names = (table: TaxonomyTable, trackId: unknown): string[] =>
    (plan.trackTaxa[table] ?? [])
      .filter((row) => row.track_id === trackId)
      .map((row) => TAXONOMIES[table][(row[`${table.replace(/s$/, '')}_id`] as number) - 1]![0]);
  const albumTheme = (albumId: unknown) => themeOfAlbum((albumId as number) - 1);

  it('names albums in correct English: no made-up plurals', () => {
    for (const album of plan.albums) expect(album.name).not.toMatch(/(ys|[^o]os|Echos)\b/);
    expect(new Set(plan.albums.map((album) => album.name)).size).toBe(plan.albums.length);
  });

  it("tags every track with its album theme's genres, moods, instruments, categories and keywords", () => {
    for (const track of plan.tracks) {
      const theme = albumTheme(track.album_id);
      expect(names('genres', track.id).sort()).toEqual([...theme.genres].sort());
      for (const mood of names('moods', track.id)) expect(theme.moods).toContain(mood);
      for (const instrument of names('instrumentations', track.id))
        expect(theme.instruments).toContain(instrument);
      for (const topic of names('topics', track.id)) expect(theme.topics).toContain(topic);
      for (const keyword of names('keywords', track.id)) expect(theme.keywords).toContain(keyword);
    }
  });

  it('keeps Retro Synthwave electronic: no bossa nova, classical or comedy', () => {
    const album = plan.albums.find((row) => row.name === 'Retro Synthwave Vol. 1')!;
    const tracks = plan.tracks.filter((track) => track.album_id === album.id);
    expect(tracks.length).toBeGreaterThan(0);
    for (const track of tracks) {
      expect(names('genres', track.id)).toEqual(['Electronic']);
      expect(names('topics', track.id)).not.toContain('Comedy');
      expect(track.description).toMatch(/^(Nostalgic|Energetic|Mysterious) electronic cue with /);
    }
  });

  it('describes each track with its own mood and instruments, in English and Portuguese', () => {
    for (const track of plan.tracks) {
      const description = track.description as string;
      expect(names('moods', track.id)).toContain(description.split(' ')[0]);
      for (const instrument of names('instrumentations', track.id))
        expect(description).toContain(instrument.toLowerCase());
      expect(track.description_pt).toMatch(/^Faixa .+ com .+, para .+\.$/);
    }
    for (const album of plan.albums)
      expect(album.description_pt).toMatch(/^Um álbum de .+ do catálogo .+\.$/);
  });
});
