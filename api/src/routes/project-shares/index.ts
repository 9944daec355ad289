import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingMeta, toPage } from '../../lib/paging';
import { mailSafeMessage, mailSafeName, shareEmail } from '../../lib/share-email';
import { sharedPlaylistLink } from '../../lib/shared-playlist-link';
import { hashToken, randomToken } from '../../lib/tokens';
import { requireCustomer } from '../../plugins/auth';
import type { ShareKey } from '../../repositories/project-share-repository';
import { PLAYLIST_NOT_FOUND } from '../common-schemas';
import {
  addToMyProjectsSchema,
  byTokenSchema,
  createShareLinkSchema,
  createSharesSchema,
  listSharesSchema,
  tracksByTokenSchema,
} from './schemas';

export interface ProjectShareOptions {
  /** Origin of the web app that emailed and copied links open. */
  siteUrl: string;
  /** Share emails one customer may send in an hour (a mail relay for anyone with an account otherwise). */
  emailsPerHour: number;
}

const HOUR_MS = 3_600_000;
const TOO_MANY_SHARES = {
  success: false as const,
  errors: ['You have shared playlists with too many people in the last hour. Please try again later.'],
};
/** Links one customer may create in an hour: a few per playlist shared, far fewer than a script would. */
const SHARE_LINKS_PER_HOUR = 60;
const TOO_MANY_LINKS = {
  success: false as const,
  errors: ['You have created too many playlist links in the last hour. Please try again later.'],
};

/** 429 with the seconds until the customer's hourly count starts again. */
const refuseUntil = (reply: FastifyReply, resetInMs: number, body: { success: false; errors: string[] }) =>
  reply
    .header('retry-after', String(Math.ceil(resetInMs / 1000)))
    .code(429)
    .send(body);

/**
 * Sending playlists by email or by a copied link; the token in the email or the link opens the playlist without
 * signing in.
 */
const projectShareRoutes: FastifyPluginAsyncZod<ProjectShareOptions> = async (app, options) => {
  const { projects, projectShares } = app.repos;
  const { counters } = app.limits;
  /**
   * The playlist a share opens: by the emailed token, or by share id for the signed-in customer it was sent to
   * (anyone else gets null, as for a bad token).
   */
  const shareFor = (request: FastifyRequest, key: ShareKey) =>
    projectShares.opening(key, request.customer?.email);
  const projectIdFor = async (request: FastifyRequest, key: ShareKey) =>
    (await shareFor(request, key))?.project_id ?? null;

  app.post(
    '/v2/projects/:uuid/project_shares',
    { schema: createSharesSchema, onRequest: requireCustomer },
    async (request, reply) => {
      const sender = request.customer!;
      const project = await projects.findForCustomer(sender.id, request.params.uuid);
      if (!project) return reply.code(404).send(PLAYLIST_NOT_FOUND);
      const emails = [...new Set(request.body.emails.map((email) => email.toLowerCase()))];
      const quotaKey = `share-mail:${sender.id}`;
      const sent = await counters.peek(quotaKey);
      if (sent.count + emails.length > options.emailsPerHour)
        return refuseUntil(reply, sent.resetInMs, TOO_MANY_SHARES);
      await counters.hit(quotaKey, HOUR_MS, emails.length);
      const message = mailSafeMessage(request.body.message);
      const shares = emails.map((email) => {
        const token = randomToken();
        const mail = shareEmail(sender, project, token, options.siteUrl, {
          language: request.language,
          message,
        });
        return { email, tokenHash: hashToken(token), mail };
      });
      return reply
        .code(201)
        .send({ project_shares: await projectShares.create(project.id, sender.id, shares, message) });
    },
  );

  app.post(
    '/v1_rsm/projects/:uuid/share_link',
    { schema: createShareLinkSchema, onRequest: requireCustomer },
    async (request, reply) => {
      const sender = request.customer!;
      const project = await projects.findForCustomer(sender.id, request.params.uuid);
      if (!project) return reply.code(404).send(PLAYLIST_NOT_FOUND);
      const made = await counters.hit(`share-link:${sender.id}`, HOUR_MS);
      if (made.count > SHARE_LINKS_PER_HOUR) return refuseUntil(reply, made.resetInMs, TOO_MANY_LINKS);
      // A new token each time: only its hash is kept, so this answer is the only copy of the link.
      const token = randomToken();
      const { created_at } = await projectShares.createLink(project.id, sender.id, hashToken(token));
      const url = sharedPlaylistLink(options.siteUrl, project.id, token);
      return reply.code(201).send({ share_link: { url, created_at } });
    },
  );

  app.get(
    '/v1_rsm/sent_projects',
    { schema: listSharesSchema, onRequest: requireCustomer },
    async (request) => {
      const page = toPage(request.query);
      const { projects: sent, total } = await projectShares.sent(request.customer!.id, page);
      return { projects: sent, meta: pagingMeta(total, page) };
    },
  );

  app.get(
    '/v1_rsm/received_projects',
    { schema: listSharesSchema, onRequest: requireCustomer },
    async (request) => {
      const page = toPage(request.query);
      const { projects: received, total } = await projectShares.received(request.customer!.email, page);
      return { projects: received, meta: pagingMeta(total, page) };
    },
  );

  app.get('/v1_rsm/projects/by_token', { schema: byTokenSchema }, async (request, reply) => {
    const share = await shareFor(request, request.query);
    const project = share ? await projects.findById(share.project_id) : null;
    if (!share || !project) return reply.code(404).send(PLAYLIST_NOT_FOUND);
    const sender = mailSafeName(share.sender_name) || share.sender_email;
    return { project, share: { sender_name: sender, message: share.message } };
  });

  app.get('/v1_rsm/projects/tracks_by_token', { schema: tracksByTokenSchema }, async (request, reply) => {
    const projectId = await projectIdFor(request, request.query);
    if (projectId === null) return reply.code(404).send(PLAYLIST_NOT_FOUND);
    const page = toPage(request.query);
    const { tracks, total } = await app.repos.tracks.listInProject(projectId, page, request.language);
    return { tracks, meta: pagingMeta(total, page) };
  });

  app.post(
    '/v1_rsm/projects/add_to_my_projects',
    { schema: addToMyProjectsSchema, onRequest: requireCustomer },
    async (request, reply) => {
      const projectId = await projectIdFor(request, request.body);
      const source = projectId === null ? null : await projects.findById(projectId);
      if (!source) return reply.code(404).send(PLAYLIST_NOT_FOUND);
      const customerId = request.customer!.id;
      const uuid = await projects.copyToDefaultFolder(customerId, source.name, { projectId: source.id });
      return reply.code(201).send({ project: (await projects.findForCustomer(customerId, uuid))! });
    },
  );
};
export default projectShareRoutes;
