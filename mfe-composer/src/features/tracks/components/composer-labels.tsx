import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Flex, Heading, List, ListItem, paths, RouterLink, Stack, Text } from '@rsm/shared';
import { useComposerLabels } from '../api/get-composer-labels';

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
