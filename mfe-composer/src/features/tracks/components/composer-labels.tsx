import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Flex, Heading, List, ListItem, paths, RouterLink, Stack, Text } from '@rsm/shared';
import type { QueryLike } from '../../../components/composer-page';
import { useComposerLabels } from '../api/get-composer-labels';

/**
 * A list of the composer's tracks that waits for their labels too, so "Your labels" and the list appear together
 * and nothing moves down when the labels arrive (a phone's My tracks shifted by the labels' height). Labels that
 * fail to load do not hold the list: the section is left out.
 */
export function useWithComposerLabels<T>(tracks: QueryLike<T>): QueryLike<T> {
  const labels = useComposerLabels();
  return { ...tracks, isPending: tracks.isPending || labels.isPending };
}

/** "Your labels": the catalogues the composer's music is released on, each linking to its page. */
export function ComposerLabels() {
  const { t } = useLingui();
  const labels = useComposerLabels();
  if (!labels.data?.length) return null;
  return (
    <Stack as="section" gap="2" mb="6">
      <Heading as="h2" fontSize="lg">
        <Trans>Your labels</Trans>
      </Heading>
      <Flex asChild gap="3" flexWrap="wrap">
        <List aria-label={t`Your labels`}>
          {labels.data.map((label) => (
            <ListItem key={label.id} border="1px solid" borderColor="line" borderRadius="md" px="3" py="1">
              <RouterLink to={paths.catalogues.detail(label.id)} fontWeight="600">
                {label.name}
              </RouterLink>{' '}
              <Text as="span" color="muted" fontSize="sm">
                (<Plural value={label.tracks_count} one="# track" other="# tracks" />)
              </Text>
            </ListItem>
          ))}
        </List>
      </Flex>
    </Stack>
  );
}
