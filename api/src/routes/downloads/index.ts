import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken } from '../../lib/tokens';
import { requireDownloader, requireDownloaderOrToken } from '../../plugins/download-access';
import type { ShareKey } from '../../repositories/project-share-repository';
import { ALBUM_NOT_FOUND, PLAYLIST_NOT_FOUND, TRACK_NOT_FOUND } from '../common-schemas';
import { downloadDelivery } from './deliver';
import {
  albumDownloadSchema,
  alternativesDownloadSchema,
  curatedDownloadSchema,
  projectDownloadSchema,
  trackDownloadSchema,
} from './schemas';

export interface DownloadOptions {
  /** Folder the stored file paths are relative to. */
  mediaDir: string;
}

const NO_FILES = { message: 'No files to download in this format' };

/** Track files and zips of tracks, albums and playlists; every download is recorded. */
const downloadRoutes: FastifyPluginAsyncZod<DownloadOptions> = async (app, options) => {
  const { downloads, albums, projects, projectShares } = app.repos;
  const deliver = downloadDelivery(app, options.mediaDir);
  const trackMissing = async (reply: FastifyReply, trackId: number) =>
    (await downloads.trackExists(trackId))
      ? reply.code(404).send(NO_FILES)
      : reply.code(404).send(TRACK_NOT_FOUND);
  /** A visitor's share token opens the tracks of its playlist only. */
  const sharedPlaylistHolds = async (token: string, trackId: number) => {
    const projectId = await projectShares.projectIdByToken(hashToken(token));
    return projectId !== null && downloads.projectHoldsTrack(projectId, trackId);
  };
  /** The playlist a valid share (token or recipient's share id) for it opens, else the signed-in customer's own. */
  const playlistFor = async (request: FastifyRequest, uuid: string, key: ShareKey) => {
    const share = await projectShares.opening(key, request.customer?.email);
    const shared = share ? await projects.findById(share.project_id) : null;
    if (shared?.uuid === uuid) return shared;
    return request.customer ? projects.findForCustomer(request.customer.id, uuid) : null;
  };

  app.get(
    '/v2/tracks/:id/download',
    { schema: trackDownloadSchema, onRequest: requireDownloaderOrToken },
    async (request, reply) => {
      const { id } = request.params;
      const { file_format: ext, with_alternatives: alternatives, token } = request.query;
      if (!request.customer && !(await sharedPlaylistHolds(token!, id))) {
        return reply.code(404).send(PLAYLIST_NOT_FOUND);
      }
      const files = await downloads.trackFiles(id, ext, { main: true, alternatives });
      if (files.length === 0) return trackMissing(reply, id);
      const delivery = {
        event: 'download_track',
        ext,
        properties: { track_id: id, format: ext, alternatives },
      } as const;
      if (!alternatives) return deliver.file(request, reply, files[0]!, delivery);
      return deliver.zip(request, reply, `${files[0]!.album_directory} - ${files[0]!.name}`, files, delivery);
    },
  );

  app.get(
    '/v2/tracks/:id/download_alternatives',
    { schema: alternativesDownloadSchema, onRequest: requireDownloader },
    async (request, reply) => {
      const { id } = request.params;
      const ext = request.query.file_format;
      const files = await downloads.trackFiles(id, ext, { main: false, alternatives: true });
      if (files.length === 0) return trackMissing(reply, id);
      const name = `${files[0]!.album_directory} - ${files[0]!.name} (alternatives)`;
      const properties = { track_id: id, format: ext, alternatives: true, main: false };
      return deliver.zip(request, reply, name, files, { event: 'download_track', ext, properties });
    },
  );

  app.get(
    '/v1/albums/:id/download_zip',
    { schema: albumDownloadSchema, onRequest: requireDownloader },
    async (request, reply) => {
      const album = await albums.find(request.params.id, request.language);
      if (!album) return reply.code(404).send(ALBUM_NOT_FOUND);
      const ext = request.query.kind;
      const files = await downloads.albumFiles(album.id, ext);
      if (files.length === 0) return reply.code(404).send(NO_FILES);
      const properties = { album_id: album.id, format: ext };
      return deliver.zip(request, reply, album.directory_name, files, {
        event: 'download_album',
        ext,
        properties,
      });
    },
  );

  app.get(
    '/v1_rsm/projects/:uuid/download',
    { schema: projectDownloadSchema, onRequest: requireDownloaderOrToken },
    async (request, reply) => {
      const { kind: ext, with_alternatives: alternatives } = request.query;
      // Another customer's playlist is a 404, as for GET /v1_rsm/projects/:uuid.
      const project = await playlistFor(request, request.params.uuid, request.query);
      if (!project) return reply.code(404).send(PLAYLIST_NOT_FOUND);
      const files = await downloads.projectFiles(project.id, ext, alternatives);
      if (files.length === 0) return reply.code(404).send(NO_FILES);
      const properties = { project_id: project.id, format: ext, alternatives };
      return deliver.zip(request, reply, project.name, files, { event: 'download_project', ext, properties });
    },
  );

  app.get(
    '/v2/playlists/:id/download',
    { schema: curatedDownloadSchema, onRequest: requireDownloader },
    async (request, reply) => {
      const { kind: ext, with_alternatives: alternatives } = request.query;
      const playlist = await app.repos.curatedPlaylists.find(request.params.id, request.language);
      if (!playlist) return reply.code(404).send(PLAYLIST_NOT_FOUND);
      const files = await downloads.curatedFiles(playlist.id, ext, alternatives);
      if (files.length === 0) return reply.code(404).send(NO_FILES);
      const properties = { playlist_id: playlist.id, format: ext, alternatives };
      return deliver.zip(request, reply, playlist.name, files, {
        event: 'download_playlist_zip',
        ext,
        properties,
      });
    },
  );
};
export default downloadRoutes;
