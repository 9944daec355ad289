import { request } from '@rsm/shared';
import { embeddedSignUrlSchema } from '@rsm/shared/schemas';
import { useMutation } from '@tanstack/react-query';

/** A fresh one-time link to the signing page of a contract (each call issues a new one, so it is a mutation). */
export const getEmbeddedSignUrl = async (id: number) =>
  (
    await request(`/v2/hello_sign_contracts/${id}/embedded_sign_url`, {
      schema: embeddedSignUrlSchema,
      query: { client_id: 'rsm-web' },
    })
  ).embedded;

export const useEmbeddedSignUrl = () => useMutation({ mutationFn: getEmbeddedSignUrl });

/**
 * Where in this app a sign URL leads: its path and query only. The API builds it on the site's origin, and a link
 * that left the app could not carry the composer's session anyway.
 */
export function signPageLocation(signUrl: string): string {
  const url = new URL(signUrl, window.location.origin);
  return `${url.pathname}${url.search}`;
}
