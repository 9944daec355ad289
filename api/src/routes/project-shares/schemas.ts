import {
  createProjectSharesBodySchema,
  projectSharesResponseSchema,
  sharedPlaylistListResponseSchema,
  sharedPlaylistResponseSchema,
  shareLinkResponseSchema,
  trackListResponseSchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { bodyId, idParam, uuidParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { authErrorResponses, foundResponses, messageSchema } from '../common-schemas';
import { projectResponse } from '../projects/schemas';

const tags = ['playlist sharing'];
const token = z.string().min(1).max(200);
/** The emailed token, or (for its signed-in recipient) the id of the share from the Received list. */
const shareKey = { token: token.optional(), share_id: idParam.optional() };
const needsKey = (key: { token?: string; share_id?: number }) => Boolean(key.token || key.share_id);
const NEEDS_KEY = { message: 'token or share_id is required' };

export const createSharesSchema = {
  tags,
  summary: 'Send a playlist to up to 20 email addresses, each with its own link',
  params: uuidParams,
  body: createProjectSharesBodySchema,
  response: {
    201: projectSharesResponseSchema,
    404: messageSchema,
    429: messageSchema,
    ...authErrorResponses,
  },
};

export const createShareLinkSchema = {
  tags,
  summary:
    'A new link to the playlist that opens it for anyone who has it, as an emailed link does; nothing is sent',
  params: uuidParams,
  response: {
    201: shareLinkResponseSchema,
    404: messageSchema,
    429: messageSchema,
    ...authErrorResponses,
  },
};

export const listSharesSchema = {
  tags,
  summary:
    'Playlists the customer sent to email addresses (copied links are not listed), or received at their email ' +
    'address, newest first',
  querystring: pagingQuery(25),
  response: { 200: sharedPlaylistListResponseSchema, ...authErrorResponses },
};

export const byTokenSchema = {
  tags,
  summary:
    'A shared playlist, opened with the token from its email (no sign-in needed) or by its signed-in recipient ' +
    'with share_id',
  querystring: z.object(shareKey).refine(needsKey, NEEDS_KEY),
  response: foundResponses(sharedPlaylistResponseSchema),
};

export const tracksByTokenSchema = {
  tags,
  summary:
    "A shared playlist's tracks, opened with the token from its email or by its recipient with share_id",
  querystring: pagingQuery(50).extend(shareKey).refine(needsKey, NEEDS_KEY),
  response: foundResponses(trackListResponseSchema),
};

export const addToMyProjectsSchema = {
  tags,
  summary: "Copy a shared playlist into the customer's Default folder",
  body: z.object({ token: token.optional(), share_id: bodyId.optional() }).refine(needsKey, NEEDS_KEY),
  response: { 201: projectResponse, 404: messageSchema, ...authErrorResponses },
};
