import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { paths } from '../paths';
import type { Track } from '../schemas';
import { ChevronDownIcon, ChevronUpIcon } from '../ui/icons';
import { RowIconButton, RowLink } from './row-controls';

// The parts of a row and a card. Plain elements with the table's static classes (track-table-styles): there are
// thousands of them on a long page.

export const composerName = (composer: Track['composers'][number]) =>
  `${composer.first_name} ${composer.last_name}`.trim();

export function PlayButton({
  track,
  current,
  playing,
  onPlay,
}: {
  track: Track;
  current: boolean;
  playing: boolean;
  onPlay: (trackId: number) => void;
}) {
  const { t } = useLingui();
  const pause = current && playing;
  return (
    <RowIconButton
      label={pause ? t`Pause ${track.name}` : t`Play ${track.name}`}
      icon={pause ? 'pause' : 'play'}
      variant={current ? 'solid' : undefined}
      disabled={!track.file.url}
      onClick={() => onPlay(track.id)}
    />
  );
}

export function TitleLink({ track }: { track: Track }) {
  return (
    <RowLink to={paths.track(track.id)} className="rsm-tt-title-link">
      {track.name}
    </RowLink>
  );
}

/** Each composer links to a search for that composer. */
export function ComposerLinks({ track }: { track: Track }) {
  return (
    <>
      {track.composers.map((composer, index) => (
        <Fragment key={composer.id}>
          {index > 0 && ', '}
          <RowLink to={paths.search({ composers: [composerName(composer)] })}>
            {composerName(composer)}
          </RowLink>
        </Fragment>
      ))}
    </>
  );
}

export function AlbumLink({ track }: { track: Track }) {
  return <RowLink to={paths.albums.detail(track.album.uuid)}>{track.album.name}</RowLink>;
}

export function CoverLink({ track, size }: { track: Track; size?: '14' | '16' }) {
  const { t } = useLingui();
  const alt = t`Cover of ${track.album.name}`;
  return (
    <RowLink to={paths.albums.detail(track.album.uuid)} className="rsm-tt-cover" data-size={size}>
      {track.album.cover.url ? (
        <img src={track.album.cover.url} alt={alt} loading="lazy" />
      ) : (
        <span role="img" aria-label={alt} className="rsm-tt-cover-blank" />
      )}
    </RowLink>
  );
}

export const genres = (track: Track) => track.genres.map((genre) => genre.name).join(', ');

/** Shows the alternate-version count; expands the alternates inline. */
export function VersionsToggle({
  track,
  expanded,
  onToggle,
}: {
  track: Track;
  expanded: boolean;
  onToggle: (trackId: number) => void;
}) {
  const { t } = useLingui();
  const count = track.alternative_tracks_count;
  if (count <= 0) return null;
  return (
    <button
      type="button"
      className="rsm-tt-btn"
      data-variant="outline"
      aria-expanded={expanded}
      aria-label={t`Versions of ${track.name}: ${count}`}
      onClick={() => onToggle(track.id)}
    >
      {count}
      {expanded ? <ChevronUpIcon size={14} /> : <ChevronDownIcon size={14} />}
    </button>
  );
}
