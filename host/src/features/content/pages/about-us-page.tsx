import { Trans } from '@lingui/react/macro';
import { Box, Grid, Heading, Img, Text } from '@rsm/shared';
import { useCrew } from '../api/get-crew';
import { PAGE_SLUGS } from '../api/get-page';
import { ContentPage } from '../components/content-page';
import { QueryState } from '../components/query-state';

export function AboutUsPage() {
  const crew = useCrew();
  return (
    <ContentPage slug={PAGE_SLUGS.about}>
      <Box as="section" aria-labelledby="crew-heading" mt="10">
        <Heading id="crew-heading" as="h2" fontSize="2xl" mb="4">
          <Trans>Our team</Trans>
        </Heading>
        <QueryState query={crew} rows={3}>
          {(members) => (
            <Grid
              as="ul"
              listStyle="none"
              p="0"
              m="0"
              gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
              gap="4"
            >
              {members.map((member) => (
                <Box as="li" key={member.id} border="1px solid" borderColor="line" borderRadius="lg" p="4">
                  {member.photo.url && (
                    <Img
                      src={member.photo.url}
                      alt=""
                      w="20"
                      h="20"
                      borderRadius="full"
                      objectFit="cover"
                      mb="3"
                    />
                  )}
                  <Heading as="h3" fontSize="lg">
                    {member.name}
                  </Heading>
                  <Text color="muted" mb="2">
                    {member.role}
                  </Text>
                  <Text>{member.bio}</Text>
                </Box>
              ))}
            </Grid>
          )}
        </QueryState>
      </Box>
    </ContentPage>
  );
}
