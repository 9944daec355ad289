import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $customer,
  albumDownloads,
  apiUrl,
  Button,
  DownloadButton,
  Flex,
  IconButton,
  paths,
  PlusIcon,
  requestAddToPlaylist,
  ShareIcon,
  toast,
  trackEvent,
  type Album,
  type DownloadOption,
} from '@rsm/shared';
import { FavouriteToggle } from './favourite-toggle';

/** The album page's actions: favourite, add to playlist, downloads, cue sheet, share by copying a link. */
export function AlbumActions({ album }: { album: Album }) {
  const { t } = useLingui();
  const customer = useStore($customer);
  const cuesheet: DownloadOption[] = [
    {
      label: t`Cue sheet`,
      url: apiUrl(`/v2/albums/${album.id}/cuesheet.csv`),
      size: '',
      // The option type names track and album downloads only; this event is download_cuesheet.
      event: {
        name: 'download_cuesheet',
        properties: { album_id: album.id },
      } as unknown as DownloadOption['event'],
    },
  ];
  return (
    <Flex gap="2" flexWrap="wrap" alignItems="center" mt="4">
      <FavouriteToggle albumId={album.id} />
      <Button
        variant="outline"
        disabled={!customer}
        title={customer ? undefined : t`Log in to add albums to playlists`}
        onClick={() => requestAddToPlaylist({ kind: 'album', id: album.id, name: album.name })}
      >
        <PlusIcon size={16} />
        <Trans>Add album to playlist</Trans>
      </Button>
      <DownloadButton
        options={albumDownloads(album)}
        label={t`Download album ${album.name}`}
        contentGroup="albums"
        size="icon"
      />
      <DownloadButton
        options={cuesheet}
        label={t`Download the cue sheet of ${album.name}`}
        contentGroup="albums"
        size="icon"
      />
      <IconButton
        label={t`Copy link to ${album.name}`}
        icon={<ShareIcon />}
        onClick={async () => {
          try {
            const url = new URL(paths.albums.detail(album.uuid), window.location.origin).href;
            await navigator.clipboard.writeText(url);
            void trackEvent('share', { album_id: album.id }, 'albums');
            toast.success(t`Album URL copied to clipboard!`);
          } catch (error) {
            console.error('Copy failed', error);
          }
        }}
      />
    </Flex>
  );
}
