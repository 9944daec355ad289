import { shareEmailListResponseSchema } from '@rsm/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';

export const shareEmailKeys = {
  all: ['share-emails'] as const,
  playlist: (uuid: string) => ['share-emails', uuid] as const,
};

/** The addresses one of the customer's playlists was sent to, newest first. */
export const shareEmailsQueryOptions = (uuid: string) =>
  requestQuery(
    shareEmailKeys.playlist(uuid),
    `/v1_rsm/project_share_emails/${encodeURIComponent(uuid)}`,
    shareEmailListResponseSchema,
  );

export const useShareEmails = (uuid: string) => useQuery(shareEmailsQueryOptions(uuid));
