import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Grid, Heading, Text } from '@rsm/shared';
import { useAgents } from '../api/get-agents';
import { QueryState } from './query-state';

/** Only web addresses are linked, so a stored value can never become a script link. */
const safeWebsite = (website: string | null) => (website && /^https?:\/\//i.test(website) ? website : null);

export function AgentsList() {
  const agents = useAgents();
  return (
    <Box as="section" aria-labelledby="agents-heading" mt="10">
      <Heading id="agents-heading" as="h2" fontSize="2xl" mb="4">
        <Trans>International agents</Trans>
      </Heading>
      <QueryState query={agents} rows={3}>
        {(list) => (
          <Grid
            as="ul"
            listStyle="none"
            p="0"
            m="0"
            gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
            gap="4"
          >
            {list.map((agent) => {
              const website = safeWebsite(agent.website);
              return (
                <Box as="li" key={agent.id} border="1px solid" borderColor="line" borderRadius="lg" p="4">
                  <Heading as="h3" fontSize="lg">
                    {agent.country}
                  </Heading>
                  <Text>{agent.name}</Text>
                  {agent.email && (
                    <Anchor href={`mailto:${agent.email}`} color="brand.600" display="block">
                      {agent.email}
                    </Anchor>
                  )}
                  {website && (
                    <Anchor href={website} target="_blank" rel="noopener noreferrer" color="brand.600">
                      {website.replace(/^https?:\/\//i, '')}
                    </Anchor>
                  )}
                </Box>
              );
            })}
          </Grid>
        )}
      </QueryState>
    </Box>
  );
}
