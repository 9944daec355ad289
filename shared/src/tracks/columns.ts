import type { TrackView } from './view-mode';

/** The parts a row can show, in the order they are listed. */
export type TrackColumn =
  | 'reorder'
  | 'number'
  | 'play'
  | 'cover'
  | 'title'
  | 'waveform'
  | 'version'
  | 'description'
  | 'composers'
  | 'album'
  | 'genre'
  | 'versions'
  | 'bpm'
  | 'length'
  | 'actions';

/** `default` for catalogue lists; `playlist` is the playlist detail table (#, Title, Description, …). */
export type TrackColumnPreset = 'default' | 'playlist';

const PLAYLIST_COLUMNS: TrackColumn[] = [
  'number',
  'play',
  'title',
  'waveform',
  'description',
  'album',
  'genre',
  'composers',
  'version',
  'bpm',
  'length',
  'actions',
];

// Split where the detailed view puts each track's version and description.
const CATALOGUE_LEAD: TrackColumn[] = ['number', 'play', 'cover', 'title', 'waveform'];
const CATALOGUE_TAIL: TrackColumn[] = ['composers', 'album', 'genre', 'versions', 'bpm', 'length', 'actions'];

const PRESETS: Record<TrackColumnPreset, Record<'tabelar' | 'tabelar-details', TrackColumn[]>> = {
  default: {
    tabelar: [...CATALOGUE_LEAD, ...CATALOGUE_TAIL],
    'tabelar-details': [...CATALOGUE_LEAD, 'version', 'description', ...CATALOGUE_TAIL],
  },
  // The playlist table shows the same columns in both views; tabelar-details shows descriptions in full.
  playlist: { tabelar: PLAYLIST_COLUMNS, 'tabelar-details': PLAYLIST_COLUMNS },
};

export function columnsFor(preset: TrackColumnPreset, view: TrackView, reorderable: boolean): TrackColumn[] {
  const columns = PRESETS[preset][view === 'tabelar-details' ? 'tabelar-details' : 'tabelar'];
  return reorderable ? ['reorder', ...columns] : columns;
}
