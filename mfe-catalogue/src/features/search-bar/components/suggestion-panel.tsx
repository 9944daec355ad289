import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Grid, paths, Skeleton, Stack, trackEvent, type SuggestionsResponse } from '@rsm/shared';
import type { HistoryEntry } from '../stores/search-history';
import { SuggestionGroup } from './suggestion-group';

export type SearchBarLayout = 'horizontal' | 'vertical' | 'mobile';

interface SuggestionPanelProps {
  id: string;
  layout: SearchBarLayout;
  /** The debounced text the suggestions are for. */
  text: string;
  data: SuggestionsResponse | undefined;
  loading: boolean;
  /** Recent searches (the server's or this device's history, per the flag). */
  recent: HistoryEntry[];
  onChoose: () => void;
}

/** The suggestion panel (spec §2.5): keywords, composers, albums, tracks and recent searches. */
export function SuggestionPanel({ id, layout, text, data, loading, recent, onChoose }: SuggestionPanelProps) {
  const { t } = useLingui();
  const recentGroup = (
    <SuggestionGroup
      title={<Trans>Recent searches</Trans>}
      onChoose={onChoose}
      links={recent.map((entry, index) => ({
        key: `${index}:${entry.name}`,
        label: entry.name,
        to: paths.search({ text: [entry.name] }),
      }))}
    />
  );
  const horizontal = layout === 'horizontal';
  return (
    <Box
      id={id}
      role="region"
      aria-label={t`Search suggestions`}
      aria-busy={loading}
      bg="white"
      border="1px solid"
      borderColor="line"
      borderRadius="md"
      boxShadow={layout === 'mobile' ? undefined : 'lg'}
      p="4"
      mt="1"
      w="full"
      minW={horizontal ? { lg: '44rem' } : undefined}
      position={layout === 'mobile' ? 'static' : 'absolute'}
      top="100%"
      right="0"
      zIndex="floating"
    >
      {loading ? (
        <Stack data-testid="suggestion-skeleton">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h="4" />
          ))}
        </Stack>
      ) : !text ? (
        recentGroup
      ) : (
        <Grid
          gap="4"
          gridTemplateColumns={horizontal ? { base: '1fr', md: 'repeat(5, minmax(0, 1fr))' } : '1fr'}
        >
          <SuggestionGroup
            title={<Trans>Keywords</Trans>}
            onChoose={onChoose}
            links={(data?.keywords ?? []).map((keyword) => ({
              key: String(keyword.id),
              label: keyword.name,
              to: paths.search({ keywords: [keyword.name] }),
              onChoose: () => void trackEvent('click_keyword', { keyword: keyword.name }, 'keywords'),
            }))}
          />
          <SuggestionGroup
            title={<Trans>Composers</Trans>}
            onChoose={onChoose}
            links={(data?.composers ?? []).map((composer) => ({
              key: String(composer.id),
              label: composer.name,
              to: paths.search({ composers: [composer.name] }),
            }))}
          />
          <SuggestionGroup
            title={<Trans>Albums</Trans>}
            onChoose={onChoose}
            links={(data?.albums ?? []).map((album) => ({
              key: album.uuid,
              label: album.name,
              to: paths.albums.detail(album.uuid),
            }))}
          />
          <SuggestionGroup
            title={<Trans>Tracks</Trans>}
            onChoose={onChoose}
            links={(data?.tracks ?? []).map((track) => ({
              key: String(track.id),
              label: track.name,
              to: paths.track(track.id),
            }))}
          />
          {recentGroup}
        </Grid>
      )}
    </Box>
  );
}
