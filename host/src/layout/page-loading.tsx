import { LoadingState } from '@rsm/shared';
import { Box } from '@rsm/shared';

export function PageLoading() {
  return (
    <Box px="4" py="6" maxW="80rem" mx="auto">
      <LoadingState rows={6} />
    </Box>
  );
}
