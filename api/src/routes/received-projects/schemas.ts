import { shareEmailListResponseSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { bodyId, idParams, uuidParam } from '../../lib/ids';
import { authErrorResponses, messageSchema, successSchema } from '../common-schemas';
import { routeGroup } from '../route-schemas';

const playlistSharing = routeGroup('playlist sharing', authErrorResponses);

export const trackEventBodySchema = z
  .object({
    /** A received share of the signed-in customer (the `share.id` of GET /v1_rsm/received_projects)… */
    project_share_id: bodyId.optional(),
    /** …or the token of the share's link, for a visitor. */
    token: z.string().min(1).max(200).optional(),
    track_id: bodyId,
    event: z.enum(['play', 'download']),
  })
  .refine((body) => body.project_share_id !== undefined || body.token !== undefined, {
    message: 'project_share_id or token is required',
  });

const trackEventSchema = z.object({
  id: z.number().int(),
  project_share_id: z.number().int(),
  track_id: z.number().int(),
  event: z.enum(['play', 'download']),
  created_at: z.string(),
});

export const recordTrackEventSchema = playlistSharing.route(
  'Record that the recipient of a shared playlist played or downloaded one of its tracks (or an alternate of one); ' +
    'the signed-in recipient names the share by project_share_id, a visitor by the token of its link',
  {
    body: trackEventBodySchema,
    response: { 201: z.object({ track_event: trackEventSchema }), 404: messageSchema },
  },
);

export const listShareEmailsSchema = playlistSharing.route(
  "The addresses the customer's playlist (by uuid) was sent to, newest first, with the recipients' plays and downloads",
  {
    params: z.object({ id: uuidParam }),
    response: { 200: shareEmailListResponseSchema, 404: messageSchema },
  },
);

export const removeShareEmailSchema = playlistSharing.route(
  "Remove an address from a playlist's shares (by share id): every link sent to it for that playlist stops working",
  { params: idParams, response: { 200: successSchema, 404: messageSchema } },
);
