import { useStore } from '@nanostores/react';
import { $currentItem, Box, Flex, Img, RouterLink, Text } from '@rsm/shared';

export function NowPlaying() {
  const item = useStore($currentItem);
  if (!item) return <Box w="64" />;
  return (
    <Flex alignItems="center" gap="3" w="64" minW="0">
      <Img src={item.image ?? undefined} alt="" w="14" h="14" borderRadius="sm" objectFit="cover" bg="line" width={56} height={56} />
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
