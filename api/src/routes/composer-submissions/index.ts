import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import {
  briefingSubmissionRepository,
  unknownComposerIds,
  type SubmissionRow,
} from '../../repositories/briefing-submission-repository';
import { uploadRepository } from '../../repositories/upload-repository';
import { BRIEFING_NOT_FOUND } from '../briefings';
import { TRACK_NAME_MESSAGES, trackNameProblem } from '../briefings/track-name';
import { requireComposer } from '../composer-access/require-composer';
import { TRACK_NOT_FOUND } from '../common-schemas';
import {
  createAlternativesSchema,
  createBriefingTrackSchema,
  customerTracksSchema,
  getBriefingTrackSchema,
  listBriefingTracksSchema,
  updateAlternativesSchema,
  updateBriefingTrackSchema,
} from './schemas';
import { writersOrProblem, type WritersInput } from './shares';

const BRIEF_CLOSED = { message: 'This brief is closed: submissions can no longer be changed' };
const UPLOAD_NOT_FOUND = { message: 'Upload the audio file first' };

/** Tracks composers submit to briefs, their writers and shares, and their alternates. */
const composerSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const submissions = briefingSubmissionRepository(app.db);
  const uploads = uploadRepository(app.db);
  const onRequest = requireComposer;

  const detail = async (row: SubmissionRow) => ({
    track: { ...row, alternatives: await submissions.alternatives(row.id) },
  });

  /** The 4xx body for bad input, or null when name, writers and upload are fine. */
  const inputProblem = async (
    request: FastifyRequest,
    input: WritersInput & { track_name: string; upload_id?: string },
    exceptId?: number,
  ) => {
    const nameProblem = trackNameProblem(input.track_name);
    if (nameProblem) return { status: 400 as const, message: nameProblem };
    if (await submissions.nameTaken(request.customer!.id, input.track_name, exceptId))
      return { status: 400 as const, message: TRACK_NAME_MESSAGES.taken };
    const writers = writersOrProblem(input);
    if (typeof writers === 'string') return { status: 400 as const, message: writers };
    const unknown = await unknownComposerIds(app.db, [...new Set(writers.map((w) => w.composer_id))]);
    if (unknown.length)
      return { status: 400 as const, message: `Unknown composer or lyricist: ${unknown.join(', ')}` };
    if (input.upload_id && !(await uploads.findOwn(input.upload_id, request.customer!.id, 'audio')))
      return { status: 404 as const, message: UPLOAD_NOT_FOUND.message };
    return { status: 200 as const, writers };
  };

  /** The brief, or a 404 sent; with `open`, a closed brief is a 409. */
  const briefOr = async (reply: FastifyReply, id: number, open: boolean) => {
    const briefing = await app.repos.briefings.find(id);
    if (!briefing) {
      void reply.code(404).send(BRIEFING_NOT_FOUND);
      return null;
    }
    if (open && briefing.status !== 'open') {
      void reply.code(409).send(BRIEF_CLOSED);
      return null;
    }
    return briefing;
  };

  /** The customer's own main submission, else 404 (another composer's id is as good as unknown). */
  const ownMainOr = async (request: FastifyRequest, reply: FastifyReply, id: number, trackId: number) => {
    const row = await submissions.findOwn(trackId, id, request.customer!.id);
    if (!row || row.main_submission_id !== null) {
      void reply.code(404).send(TRACK_NOT_FOUND);
      return null;
    }
    return row;
  };

  /** The customer's own main submission while its brief is open, else a 404 or a 409 sent. */
  const openMainOr = async (request: FastifyRequest, reply: FastifyReply, id: number, trackId: number) => {
    const row = await ownMainOr(request, reply, id, trackId);
    if (row && row.briefing_status !== 'open') {
      void reply.code(409).send(BRIEF_CLOSED);
      return null;
    }
    return row;
  };

  app.get(
    '/v1_rsm/briefings/:id/tracks',
    { schema: listBriefingTracksSchema, onRequest },
    async (request, reply) => {
      if (!(await briefOr(reply, request.params.id, false))) return reply;
      const { submissions: tracks } = await submissions.listOwn(request.customer!.id, {
        briefingId: request.params.id,
        per: 100,
        offset: 0,
      });
      return { tracks };
    },
  );

  app.post(
    '/v1_rsm/briefings/:id/tracks',
    { schema: createBriefingTrackSchema, onRequest },
    async (request, reply) => {
      if (!(await briefOr(reply, request.params.id, true))) return reply;
      const checked = await inputProblem(request, request.body);
      if (checked.status !== 200) return reply.code(checked.status).send({ message: checked.message });
      const id = await submissions.create(request.params.id, request.customer!.id, {
        track_name: request.body.track_name.trim(),
        upload_id: request.body.upload_id,
        bpm: request.body.bpm,
        writers: checked.writers,
      });
      const row = await submissions.findOwn(id, request.params.id, request.customer!.id);
      return reply.code(201).send(await detail(row!));
    },
  );

  app.get(
    '/v1_rsm/briefings/:id/tracks/:trackId',
    { schema: getBriefingTrackSchema, onRequest },
    async (request, reply) => {
      const row = await ownMainOr(request, reply, request.params.id, request.params.trackId);
      return row ? detail(row) : reply;
    },
  );

  app.put(
    '/v1_rsm/briefings/:id/tracks/:trackId',
    { schema: updateBriefingTrackSchema, onRequest },
    async (request, reply) => {
      const { id, trackId } = request.params;
      if (!(await openMainOr(request, reply, id, trackId))) return reply;
      const checked = await inputProblem(request, request.body, trackId);
      if (checked.status !== 200) return reply.code(checked.status).send({ message: checked.message });
      await submissions.update(trackId, {
        track_name: request.body.track_name.trim(),
        upload_id: request.body.upload_id ?? null,
        bpm: request.body.bpm,
        writers: checked.writers,
      });
      return detail((await submissions.findOwn(trackId, id, request.customer!.id))!);
    },
  );

  app.post(
    '/v1_rsm/briefings/:id/tracks/:trackId/create_alternatives',
    { schema: createAlternativesSchema, onRequest },
    async (request, reply) => {
      const row = await openMainOr(request, reply, request.params.id, request.params.trackId);
      if (!row) return reply;
      for (const alternative of request.body.alternatives)
        if (!(await uploads.findOwn(alternative.upload_id, request.customer!.id, 'audio')))
          return reply.code(404).send(UPLOAD_NOT_FOUND);
      for (const alternative of request.body.alternatives)
        await submissions.addAlternative(
          row,
          request.customer!.id,
          alternative.version,
          alternative.upload_id,
        );
      return detail(row);
    },
  );

  app.put(
    '/v1_rsm/briefings/:id/tracks/:trackId/update_alternatives',
    { schema: updateAlternativesSchema, onRequest },
    async (request, reply) => {
      const row = await openMainOr(request, reply, request.params.id, request.params.trackId);
      if (!row) return reply;
      if (!(await submissions.renameAlternatives(row.id, request.body.alternatives)))
        return reply.code(404).send(TRACK_NOT_FOUND);
      return detail(row);
    },
  );

  app.get('/v1_rsm/customers/tracks', { schema: customerTracksSchema, onRequest }, async (request) => {
    const page = toPage(request.query);
    const { submissions: tracks, total } = await submissions.listOwn(request.customer!.id, page);
    return { tracks, meta: pagingMeta(total, page) };
  });
};
export default composerSubmissionRoutes;
