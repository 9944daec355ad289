import { shareEmailListResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export const shareEmailKeys = {
  all: ['share-emails'] as const,
  playlist: (uuid: string) => ['share-emails', uuid] as const,
};

/** The addresses one of the customer's playlists was sent to, newest first. */
export const shareEmailsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: shareEmailKeys.playlist(uuid),
    queryFn: ({ signal }) =>
      request(`/v1_rsm/project_share_emails/${encodeURIComponent(uuid)}`, {
        schema: shareEmailListResponseSchema,
        signal,
      }),
  });

export const useShareEmails = (uuid: string) => useQuery(shareEmailsQueryOptions(uuid));
