import { EDIT_SECONDS } from './audio/pool-plan';
import type { PooledPiece } from './audio/audio-pool';
import { piecePath, type Piece } from './audio/render-piece';
import type { CataloguePlan, ThemeAudio } from './catalogue-plan';
import { Random } from './random';
import { describeTrack } from './descriptions';
import { taxonId, tempoIdFor, type TaxonomyTable } from './taxonomy-plan';
import type { AlbumTheme } from './themes';

interface AlbumContext {
  album: { id: number; directory_name: string; created_at: string };
  theme: AlbumTheme;
  count: number;
  audio: ThemeAudio;
  genres: number[];
  topics: number[];
}

const STEMS = ['Drums', 'Bass', 'Melody', 'Percussion'];

/** Ownership shares in steps of 5 that always add up to 100. */
function splitShares(rng: Random, parts: number): number[] {
  const cuts = rng
    .sample(
      [...Array(19).keys()].map((i) => (i + 1) * 5),
      parts - 1,
    )
    .sort((a, b) => a - b);
  return [...cuts, 100].map((cut, i) => cut - (i === 0 ? 0 : cuts[i - 1]!));
}

/** Alternates of a main track: shorter edits of the same tempo, an underscore, sometimes stems. */
function alternateVersions(rng: Random, main: AudioPiece, edits: Map<number, AudioPiece>) {
  const options: { version: string; stem: boolean; piece: AudioPiece }[] = EDIT_SECONDS.filter(
    (edit) => edit < main.seconds && edits.has(edit),
  ).map((edit) => ({
    version: `${edit} Sec Edit`,
    stem: false,
    piece: edits.get(edit)!,
  }));
  options.push({ version: 'Underscore', stem: false, piece: main });
  if (rng.chance(0.3))
    options.push(...rng.sample(STEMS, 2).map((version) => ({ version, stem: true, piece: main })));
  return rng.sample(options, rng.int(1, 3));
}

function pushTrackLinks(
  plan: CataloguePlan,
  trackId: number,
  piece: PooledPiece,
  links: Record<string, number[]>,
) {
  for (const format of ['mp3', 'wav', 'aiff'] as const) {
    const file = piece.files[format];
    plan.trackFiles.push({
      track_id: trackId,
      format,
      path: file.path,
      size: file.size,
      peaks_path: piece.peaksPath,
    });
  }
  for (const [table, ids] of Object.entries(links)) {
    const column = `${table.replace(/s$/, '')}_id`;
    (plan.trackTaxa[table as TaxonomyTable] ??= []).push(
      ...ids.map((id) => ({ track_id: trackId, [column]: id })),
    );
  }
}

type AudioPiece = PooledPiece | Piece;
const isRendered = (piece: AudioPiece): piece is PooledPiece => 'files' in piece;

/** Notes that a track plays `from` until `piece` is rendered (the background render then points it there). */
function awaitPiece(plan: CataloguePlan, piece: Piece, from: PooledPiece, trackId: number): void {
  const path = piecePath(piece, 'mp3');
  let pending = plan.pendingAudio.find((entry) => piecePath(entry.piece, 'mp3') === path);
  if (!pending) plan.pendingAudio.push((pending = { piece, from, trackIds: [] }));
  pending.trackIds.push(trackId);
}

const ids = (table: TaxonomyTable, names: string[]) => names.map((name) => taxonId(table, name));

/** Main tracks of one album with their alternates, composers, publishers, taxonomies and pooled files. */
export function planTracks(plan: CataloguePlan, rng: Random, ctx: AlbumContext): void {
  const { album, audio, theme } = ctx;
  const first = audio.mains[0] as PooledPiece;
  const taken = new Set<string>();
  for (let position = 1; position <= ctx.count; position++) {
    const target = rng.pick(audio.mains);
    const id = plan.tracks.length + 1;
    let name: string;
    // Titles differ inside an album (a theme has 25 of them, an album at most 10 tracks).
    do name = `${rng.pick(theme.adjectives)} ${rng.pick(theme.nouns)}`;
    while (taken.has(name));
    taken.add(name);
    const externalId = `${album.directory_name.slice(0, 6)}_${String(position).padStart(2, '0')}`;
    const moodNames = rng.sample(theme.moods, rng.int(1, Math.min(3, theme.moods.length)));
    const instrumentNames = rng.sample(theme.instruments, rng.int(2, Math.min(4, theme.instruments.length)));
    const instrumentations = ids('instrumentations', instrumentNames);
    const links = {
      genres: ctx.genres,
      topics: ctx.topics,
      moods: ids('moods', moodNames),
      instrumentations,
      keywords: ids('keywords', rng.sample(theme.keywords, rng.int(2, theme.keywords.length))),
    };
    const description = describeTrack(theme, moodNames[0]!, rng.pick(theme.genres), instrumentNames);
    const base = {
      album_id: album.id,
      position,
      name,
      bpm: target.bpm,
      tempo_id: tempoIdFor(target.bpm),
      explicit: rng.chance(0.05),
      mixout: rng.chance(0.2) ? 'Mixout' : null,
      created_at: album.created_at,
      description: description.en,
      description_pt: description.pt,
      directory_with_number: `${album.directory_name}/${String(position).padStart(2, '0')}`,
      prs: String(rng.int(10_000_000, 99_999_999)),
    };
    const versions = [
      { version: 'Full', stem: false, piece: target },
      ...alternateVersions(rng, target, audio.edits),
    ];
    const composers = rng.sample(plan.composers, rng.int(1, 3)).map((row) => row.id as number);
    const shares = splitShares(rng, composers.length);
    const publisher = rng.pick(plan.publishers).id as number;
    versions.forEach((alt, v) => {
      const trackId = id + v;
      const suffix = v === 0 ? '' : `_A${v}`;
      plan.tracks.push({
        ...base,
        id: trackId,
        main_track_id: v === 0 ? null : id,
        version: alt.version,
        stem: alt.stem,
        external_id: `${externalId}${suffix}`,
        external_main_id: v === 0 ? null : externalId,
        length: alt.piece.seconds,
        isrc: `BRRSM${String(24_000_000 + trackId).slice(-7)}`,
        filename: `${externalId}${suffix}_${name.replace(/ /g, '_')}_${alt.version.replace(/ /g, '_')}.wav`,
      });
      composers.forEach((composerId, c) => {
        const role =
          c > 0 &&
          c === composers.length - 1 &&
          instrumentations.includes(taxonId('instrumentations', 'Vocals'))
            ? 'lyricist'
            : 'composer';
        plan.composersTracks.push({
          composer_id: composerId,
          track_id: trackId,
          role,
          pr_ownership_share: shares[c],
        });
      });
      plan.publishersTracks.push({ publisher_id: publisher, track_id: trackId });
      // A piece not rendered yet: the theme's first piece plays until the background render points the track at it.
      pushTrackLinks(plan, trackId, isRendered(alt.piece) ? alt.piece : first, links);
      if (!isRendered(alt.piece)) awaitPiece(plan, alt.piece, first, trackId);
    });
  }
}
