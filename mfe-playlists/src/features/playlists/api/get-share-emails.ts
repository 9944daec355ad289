import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';

/** The answer's shape, checked: see ShareEmail. */
const shareEmailsAnswerSchema = z.object({
  project_share_emails: z.array(
    z.object({
      id: z.number(),
      email: z.string(),
      created_at: z.string(),
      shares_count: z.number(),
      plays: z.number(),
      downloads: z.number(),
    }),
  ),
});

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
      request(`/v1_rsm/project_share_emails/${encodeURIComponent(uuid)}`, {
        schema: shareEmailsAnswerSchema,
        signal,
      }),
  });

export const useShareEmails = (uuid: string) => useQuery(shareEmailsQueryOptions(uuid));
