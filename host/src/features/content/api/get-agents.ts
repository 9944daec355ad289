import { agentListResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

/** GET /v1_rsm/agents: the international agents listed on the contact page. */
export const agentsQueryOptions = queryOptions({
  queryKey: ['agents'],
  queryFn: ({ signal }) =>
    request('/v1_rsm/agents', { schema: agentListResponseSchema, signal }).then((r) => r.agents),
});

export const useAgents = () => useQuery(agentsQueryOptions);
