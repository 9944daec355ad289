import { Trans } from '@lingui/react/macro';
import { Anchor, Heading, Text } from '@rsm/shared';
import { useAgents } from '../api/get-agents';
import { CardGridSection } from './card-grid-section';

/** Only web addresses are linked, so a stored value can never become a script link. */
const safeWebsite = (website: string | null) => (website && /^https?:\/\//i.test(website) ? website : null);

export function AgentsList() {
  const agents = useAgents();
  return (
    <CardGridSection title={<Trans>International agents</Trans>} query={agents}>
      {(agent) => {
        const website = safeWebsite(agent.website);
        return (
          <>
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
          </>
        );
      }}
    </CardGridSection>
  );
}
