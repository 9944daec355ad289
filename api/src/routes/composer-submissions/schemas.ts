import { pagingMetaSchema, submissionDetailSchema, submissionSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { idParam, idParams } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import { composerErrorResponses, messageSchema } from '../common-schemas';
import { routeGroup } from '../route-schemas';

const submissionParams = idParams.extend({ trackId: idParam });
const person = z.object({ id: z.number().int().min(1), share: z.number().gt(0).max(100) });
const uploadId = z.string().uuid();
const version = z.string().trim().min(1).max(60);
/** The alternates of a submission added or renamed at once: 1 to 10. */
const alternatives = <Alternate extends z.ZodRawShape>(alternate: Alternate) =>
  z.object({ alternatives: z.array(z.object(alternate)).min(1).max(10) });

export const submissionBody = z.object({
  track_name: z.string().max(1000),
  upload_id: uploadId.optional(),
  /** The tempo of the track; null clears it, leaving it out keeps it. */
  bpm: z.number().int().min(20).max(300).nullable().optional(),
  composers: z.array(person).max(20),
  lyricists: z.array(person).max(20).default([]),
});

/** The composer area's routes: 401 for visitors, 403 for customers who are not composers. */
const composerArea = routeGroup('composer', composerErrorResponses);

/** A composer's submissions to briefs: 400 for a name or writers refused, 404 when not theirs, 409 once closed. */
const submissions = routeGroup('composer', {
  400: messageSchema,
  404: messageSchema,
  409: messageSchema,
  ...composerErrorResponses,
});
const submissionResponse = z.object({ track: submissionDetailSchema });
/** A page of the signed-in composer's submissions, newest first. */
export const submissionPageSchema = z.object({ tracks: z.array(submissionSchema), meta: pagingMetaSchema });

export const listBriefingTracksSchema = submissions.route("The signed-in composer's submissions to a brief", {
  params: idParams,
  response: { 200: z.object({ tracks: z.array(submissionSchema) }) },
});
export const createBriefingTrackSchema = submissions.route(
  'Submit a track to an open brief (audio uploaded first to /v1_rsm/uploads/audio)',
  {
    params: idParams,
    body: submissionBody.extend({ upload_id: uploadId }),
    response: { 201: submissionResponse },
  },
);

/** A route on one of the composer's submissions (by brief and track id) that answers it with its alternates. */
const onSubmission = <Request extends { body?: unknown }>(summary: string, request = {} as Request) =>
  submissions.route(summary, { params: submissionParams, ...request, response: { 200: submissionResponse } });

export const getBriefingTrackSchema = onSubmission('One submission with its alternates');
export const updateBriefingTrackSchema = onSubmission('Change a submission while its brief is open', {
  body: submissionBody,
});
export const createAlternativesSchema = onSubmission('Add alternates (edits) to a submission', {
  body: alternatives({ version, upload_id: uploadId }),
});
export const updateAlternativesSchema = onSubmission("Rename a submission's alternates", {
  body: alternatives({ id: z.number().int().min(1), version }),
});
export const customerTracksSchema = composerArea.route(
  "The signed-in composer's uploaded tracks with their status, newest first",
  { querystring: pagingQuery(25), response: { 200: submissionPageSchema } },
);
