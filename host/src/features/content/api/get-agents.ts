import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Agent } from '@rsm/shared';

/** GET /v1_rsm/agents: the international agents listed on the contact page. */
export const agentsQueryOptions = queryOptions({
  queryKey: ['agents'],
  queryFn: ({ signal }) => request<{ agents: Agent[] }>('/v1_rsm/agents', { signal }).then((r) => r.agents),
});

export const useAgents = () => useQuery(agentsQueryOptions);
