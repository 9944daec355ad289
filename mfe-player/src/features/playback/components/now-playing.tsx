import { useStore } from '@nanostores/react';
import { $currentItem, Box, Flex, RouterLink, Text } from '@rsm/shared';
import { Cover } from '../../../components/cover';

export function NowPlaying() {
  const item = useStore($currentItem);
  if (!item) return <Box w="64" flexShrink={0} />;
  return (
    <Flex alignItems="center" gap="3" w="64" minW="0" flexShrink={0}>
      <Cover src={item.image} size="14" />
      <Box minW="0">
        {item.trackPageUrl ? (
          <RouterLink to={item.trackPageUrl} fontWeight="600" display="block" truncate>
            {item.title}
          </RouterLink>
        ) : (
          <Text fontWeight="600" truncate>
            {item.title}
          </Text>
        )}
        {item.albumPageUrl && (
          <RouterLink to={item.albumPageUrl} fontSize="sm" color="muted" display="block" truncate>
            {item.albumName}
          </RouterLink>
        )}
      </Box>
    </Flex>
  );
}
