import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

/** An address a playlist was sent to, with what its recipient did (GET /v1_rsm/project_share_emails/:uuid). */
export interface ShareEmail {
  /** The newest share to this address: removing it removes the address. */
  id: number;
  email: string;
  /** When the playlist was last sent to this address. */
  created_at: string;
  shares_count: number;
  plays: number;
  downloads: number;
}

export const shareEmailKeys = {
  all: ['share-emails'] as const,
  playlist: (uuid: string) => ['share-emails', uuid] as const,
};

/** The addresses one of the customer's playlists was sent to, newest first. */
export const shareEmailsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: shareEmailKeys.playlist(uuid),
    queryFn: ({ signal }) =>
      request<{ project_share_emails: ShareEmail[] }>(
        `/v1_rsm/project_share_emails/${encodeURIComponent(uuid)}`,
        { signal },
      ),
  });

export const useShareEmails = (uuid: string) => useQuery(shareEmailsQueryOptions(uuid));
