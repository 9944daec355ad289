import { Trans, useLingui } from '@lingui/react/macro';
import {
  Flex,
  Heading,
  List,
  ListItem,
  paths,
  RouterLink,
  Stack,
  Text,
  type QueryLike,
  TrackCount,
} from '@rsm/shared';
import type { ReactNode } from 'react';
import { QueryView } from '../../../components/composer-page';
import { useComposerLabels } from '../api/get-composer-labels';

/**
 * A list of the composer's tracks that waits for their labels too, so "Your labels" and the list appear together
 * and nothing moves down when the labels arrive (a phone's My tracks shifted by the labels' height). Labels that
 * fail to load do not hold the list: the section is left out.
 */
function useWithComposerLabels<T>(tracks: QueryLike<T>): QueryLike<T> {
  const labels = useComposerLabels();
  return { ...tracks, isPending: tracks.isPending || labels.isPending };
}

/** A list of the composer's tracks under "Your labels", once both are in. */
export function UnderComposerLabels<T>({
  tracks,
  children,
}: {
  tracks: QueryLike<T>;
  children: (data: T) => ReactNode;
}) {
  const listed = useWithComposerLabels(tracks);
  return (
    <QueryView query={listed}>
      {(data) => (
        <>
          <ComposerLabels />
          {children(data)}
        </>
      )}
    </QueryView>
  );
}

/**
 * "Your labels": the catalogues the composer's music is released on, each linking to its page. On a phone they stay in
 * one row that scrolls sideways, from edge to edge of the screen, rather than wrapping into a dozen lines that push
 * the tracks a screen down; from a tablet up they wrap. Each label is still a link in the list, reached by Tab (the
 * browser scrolls the row to the focused one).
 */
export function ComposerLabels() {
  const { t } = useLingui();
  const labels = useComposerLabels();
  if (!labels.data?.length) return null;
  return (
    <Stack as="section" gap="2" mb={{ base: '4', md: '6' }}>
      <Heading as="h2" fontSize="lg">
        <Trans>Your labels</Trans>
      </Heading>
      <Flex
        asChild
        gap={{ base: '2', md: '3' }}
        flexWrap={{ base: 'nowrap', md: 'wrap' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        mx={{ base: '-4', md: '0' }}
        px={{ base: '4', md: '0' }}
        pb={{ base: '1', md: '0' }}
        css={{ scrollSnapType: { base: 'x proximity', md: 'none' }, scrollPaddingInline: '4' }}
      >
        <List aria-label={t`Your labels`}>
          {labels.data.map((label) => (
            <ListItem
              key={label.id}
              flexShrink="0"
              whiteSpace="nowrap"
              scrollSnapAlign="start"
              layerStyle="outline"
              px="3"
              py="1"
            >
              <RouterLink to={paths.catalogues.detail(label.id)} fontWeight="600">
                {label.name}
              </RouterLink>{' '}
              <Text as="span" color="muted" fontSize="sm">
                (
                <TrackCount count={label.tracks_count} />)
              </Text>
            </ListItem>
          ))}
        </List>
      </Flex>
    </Stack>
  );
}
