import { Trans, useLingui } from '@lingui/react/macro';
import { Box, paths, type SearchField, type Taxon, type Track } from '@rsm/shared';
import { useAlbum } from '../../../api/get-album';
import { composerShares, versionLabel } from '../track-fields';
import { useSoundLabels } from '../use-sound-labels';
import { InfoRow, type InfoLink } from './info-row';

const searchLinks = (field: SearchField, items: { name: string }[]): InfoLink[] =>
  items.map((item) => ({ label: item.name, to: paths.search({ [field]: [item.name] }) }));

const names = (items: Taxon[]) => items.map((item) => item.name).join(', ');

/** Every field of the full-info panel; values lead to searches, labels to catalogue pages. */
export function FullInfoPanel({ track }: { track: Track }) {
  const { t } = useLingui();
  const album = useAlbum(track.album.uuid);
  const sound = useSoundLabels(track);
  const yes = t`Yes`;
  const no = t`No`;
  return (
    <Box as="dl" m="0" aria-label={t`Full info`}>
      <InfoRow term={<Trans>File name</Trans>} value={track.filename} />
      <InfoRow
        term={<Trans>Album</Trans>}
        links={[{ label: track.album.name, to: paths.albums.detail(track.album.uuid) }]}
      />
      <InfoRow term={<Trans>Genre</Trans>} links={searchLinks('genres', track.genres)} />
      <InfoRow
        term={<Trans>Labels</Trans>}
        links={track.labels.map((label) => ({ label: label.name, to: paths.catalogues.detail(label.id) }))}
      />
      <InfoRow term={<Trans>Vocals</Trans>} value={track.lyricists.length > 0 ? yes : no} />
      <InfoRow term={<Trans>BPM</Trans>} value={sound.bpmValue} />
      <InfoRow term={<Trans>Key</Trans>} value={sound.keyValue} />
      <InfoRow term={<Trans>Explicit</Trans>} value={track.explicit ? yes : no} />
      <InfoRow term={<Trans>Mixout</Trans>} value={track.mixout} />
      <InfoRow term={<Trans>Version</Trans>} value={versionLabel(track)} />
      <InfoRow
        term={<Trans>Composers</Trans>}
        links={composerShares(track).map(({ name, share }) => ({
          label: share === null ? name : `${name} (${share}%)`,
          to: paths.search({ composers: [name] }),
        }))}
      />
      <InfoRow
        term={<Trans>Tempo</Trans>}
        links={track.tempo ? searchLinks('tempos', [{ name: track.tempo }]) : []}
      />
      <InfoRow term={<Trans>Publisher</Trans>} links={searchLinks('publishers', track.publishers)} />
      <InfoRow term={<Trans>ISRC</Trans>} value={track.isrc} />
      <InfoRow term={<Trans>PRS</Trans>} value={track.prs} />
      <InfoRow
        term={<Trans>Instrumentation</Trans>}
        links={searchLinks('instrumentations', track.instrumentations)}
      />
      <InfoRow term={<Trans>Mood</Trans>} links={searchLinks('moods', track.moods)} />
      <InfoRow term={<Trans>Description</Trans>} value={track.description} />
      <InfoRow
        term={<Trans>Album category</Trans>}
        value={album.data ? names(album.data.album.topics) : undefined}
      />
      <InfoRow term={<Trans>Track category</Trans>} value={names(track.topics)} />
      <InfoRow term={<Trans>Keywords</Trans>} links={searchLinks('keywords', track.keywords)} />
    </Box>
  );
}
