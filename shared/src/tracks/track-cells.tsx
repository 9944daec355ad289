import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { paths } from '../paths';
import type { Track } from '../schemas';
import { IconButton } from '../ui/button';
import { ChevronDownIcon, ChevronUpIcon, PauseIcon, PlayIcon } from '../ui/icons';
import { Box, Button, Img, RouterLink } from '../ui';

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
    <IconButton
      label={pause ? t`Pause ${track.name}` : t`Play ${track.name}`}
      icon={pause ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
      size="iconSm"
      variant={current ? 'solid' : 'ghost'}
      disabled={!track.file.url}
      onClick={() => onPlay(track.id)}
    />
  );
}

export function TitleLink({ track }: { track: Track }) {
  return (
    <RouterLink to={paths.track(track.id)} fontWeight="600" color="ink">
      {track.name}
    </RouterLink>
  );
}

/** Each composer links to a search for that composer (spec §2.6). */
export function ComposerLinks({ track }: { track: Track }) {
  return (
    <>
      {track.composers.map((composer, index) => (
        <Fragment key={composer.id}>
          {index > 0 && ', '}
          <RouterLink to={paths.search({ composers: [composerName(composer)] })} color="inherit">
            {composerName(composer)}
          </RouterLink>
        </Fragment>
      ))}
    </>
  );
}

export function AlbumLink({ track }: { track: Track }) {
  return (
    <RouterLink to={paths.albums.detail(track.album.uuid)} color="inherit">
      {track.album.name}
    </RouterLink>
  );
}

export function CoverLink({ track, size = '10' }: { track: Track; size?: string }) {
  const { t } = useLingui();
  return (
    <RouterLink to={paths.albums.detail(track.album.uuid)} display="block" w={size} h={size} flexShrink={0}>
      {track.album.cover.url ? (
        <Img
          src={track.album.cover.url}
          alt={t`Cover of ${track.album.name}`}
          loading="lazy"
          w="full"
          h="full"
          objectFit="cover"
          borderRadius="sm"
        />
      ) : (
        <Box
          role="img"
          aria-label={t`Cover of ${track.album.name}`}
          w="full"
          h="full"
          bg="brand.100"
          borderRadius="sm"
        />
      )}
    </RouterLink>
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
    <Button
      variant="outline"
      size="sm"
      aria-expanded={expanded}
      aria-label={t`Versions of ${track.name}: ${count}`}
      onClick={() => onToggle(track.id)}
    >
      {count}
      {expanded ? <ChevronUpIcon size={14} /> : <ChevronDownIcon size={14} />}
    </Button>
  );
}
