import { Trans } from '@lingui/react/macro';
import { Box, ErrorState, Heading, Img, List, ListItem, Skeleton } from '@rsm/shared';
import { useTrustedBies } from '../api/get-trusted-bies';

export function TrustedBy() {
  const trusted = useTrustedBies();
  if (trusted.isSuccess && trusted.data.trusted_bies.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="trusted-by" py="8">
      <Heading id="trusted-by" as="h2" fontSize="2xl" mb="4">
        <Trans>Trusted by</Trans>
      </Heading>
      {trusted.isError ? (
        <ErrorState onRetry={() => void trusted.refetch()} />
      ) : trusted.isPending ? (
        <Skeleton h="16" />
      ) : (
        <List display="flex" flexWrap="wrap" gap="8" alignItems="center">
          {trusted.data.trusted_bies.map((company) => (
            <ListItem key={company.id}>
              <Img
                src={company.logo.url ?? undefined}
                alt={company.name}
                h="12"
                w="auto"
                width={120}
                height={48}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
