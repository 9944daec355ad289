import { Box, Grid, ListIcon, ResponsiveImage, type Picture } from '@rsm/shared';
import type { PlaylistTrackSummary } from '../api/get-playlist-tracks';

/** Drawn at 10rem on wider screens, 6rem on phones; a tile of the mosaic at half that. */
const SIZE = { base: '24', md: '40' } as const;
const TILE_SIZES = '(min-width: 48em) 80px, 48px';
const WHOLE_SIZES = '(min-width: 48em) 160px, 96px';

/** The first four different album covers of the tracks, in playlist order. */
function coversOf(tracks: PlaylistTrackSummary[]): Picture[] {
  const seen = new Set<string>();
  const covers: Picture[] = [];
  for (const { album } of tracks) {
    if (!album.cover.url || seen.has(album.cover.url)) continue;
    seen.add(album.cover.url);
    covers.push(album.cover);
    if (covers.length === 4) break;
  }
  return covers;
}

/**
 * The playlist's picture, made from its tracks' albums: four covers in a square when it has as many, else the first;
 * a plain tile while the tracks load or when none has a cover. Decorative: the heading beside it names the playlist.
 */
export function PlaylistCover({ tracks }: { tracks: PlaylistTrackSummary[] | undefined }) {
  const covers = coversOf(tracks ?? []);
  const frame = { w: SIZE, h: SIZE, flexShrink: 0, borderRadius: 'lg', overflow: 'hidden', bg: 'brand.100' };
  if (covers.length === 0)
    return (
      <Box
        {...frame}
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="brand.600"
        aria-hidden
      >
        <ListIcon size={40} />
      </Box>
    );
  const mosaic = covers.length === 4;
  return (
    <Grid
      {...frame}
      gridTemplateColumns={mosaic ? '1fr 1fr' : '1fr'}
      gridTemplateRows={mosaic ? '1fr 1fr' : '1fr'}
    >
      {(mosaic ? covers : covers.slice(0, 1)).map((cover) => (
        // A cell of its own: the picture element around a cover with variants adds its sources beside the image.
        <Box key={cover.url} minW="0" minH="0">
          <ResponsiveImage
            image={cover}
            sizes={mosaic ? TILE_SIZES : WHOLE_SIZES}
            alt=""
            w="full"
            h="full"
            objectFit="cover"
            width={mosaic ? 80 : 160}
            height={mosaic ? 80 : 160}
          />
        </Box>
      ))}
    </Grid>
  );
}
