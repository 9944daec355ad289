import {
  playlistSchema,
  sharedPlaylistListResponseSchema,
  trackListResponseSchema,
} from '@rsm/shared/schemas';
import { errorBody } from '../../../test/error-body';
import { setUpPlaylistSharing, shareByEmail } from '../../../test/playlist-sharing';

/** A signed-in recipient opens a received playlist by its share id, without the emailed token. */
describe('received playlists by share id', () => {
  const { ctx, customer: sender, composer: recipient, mine, call } = setUpPlaylistSharing();
  let shareId: number;
  let token: string;
  beforeAll(async () => {
    const shared = await shareByEmail(ctx, sender, mine.uuid, 'composer@demo.test');
    expect(shared.response.statusCode).toBe(201);
    token = shared.token;
    const received = sharedPlaylistListResponseSchema.parse(
      (await call('GET', '/v1_rsm/received_projects', undefined, recipient)).json(),
    );
    shareId = received.projects[0]!.share.id;
    // The recipient's address is compared regardless of letter case.
    await ctx.db.pool.query("UPDATE project_shares SET email = 'Composer@DEMO.test' WHERE id = $1", [
      shareId,
    ]);
  });

  it('opens the playlist and its tracks for the recipient with share_id', async () => {
    const project = await call('GET', `/v1_rsm/projects/by_token?share_id=${shareId}`, undefined, recipient);
    expect(project.statusCode).toBe(200);
    expect(playlistSchema.parse(project.json().project).uuid).toBe(mine.uuid);
    const tracks = await call(
      'GET',
      `/v1_rsm/projects/tracks_by_token?share_id=${shareId}&per=3`,
      undefined,
      recipient,
    );
    const parsed = trackListResponseSchema.parse(tracks.json());
    expect(parsed.tracks).toHaveLength(3);
    expect(parsed.meta.total_count).toBe(mine.tracks_count);
  });

  it('answers 404 to another customer or a visitor with the same share_id, 400 with neither key', async () => {
    for (const headers of [sender, {}]) {
      for (const url of [
        `/v1_rsm/projects/by_token?share_id=${shareId}`,
        `/v1_rsm/projects/tracks_by_token?share_id=${shareId}`,
      ]) {
        const response = await call('GET', url, undefined, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(errorBody('Playlist not found'));
      }
    }
    const copy = await call('POST', '/v1_rsm/projects/add_to_my_projects', { share_id: shareId }, sender);
    expect(copy.statusCode).toBe(404);
    expect((await call('GET', '/v1_rsm/projects/by_token', undefined, recipient)).statusCode).toBe(422);
    expect((await call('POST', '/v1_rsm/projects/add_to_my_projects', {}, recipient)).statusCode).toBe(422);
  });

  it('still opens the playlist with the token, for anyone', async () => {
    const project = await call('GET', `/v1_rsm/projects/by_token?token=${token}`, undefined, {});
    expect(project.json().project.uuid).toBe(mine.uuid);
  });

  it("copies the playlist into the recipient's playlists with share_id", async () => {
    const response = await call(
      'POST',
      '/v1_rsm/projects/add_to_my_projects',
      { share_id: shareId },
      recipient,
    );
    expect(response.statusCode).toBe(201);
    const copy = playlistSchema.parse(response.json().project);
    expect(copy).toMatchObject({ name: mine.name, tracks_count: mine.tracks_count });
    expect(copy.uuid).not.toBe(mine.uuid);
  });

  it('lets the recipient download the zip with share_id, and nobody else', async () => {
    const url = `/v1_rsm/projects/${mine.uuid}/download?kind=mp3&share_id=${shareId}`;
    const zip = await call('GET', url, undefined, recipient);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toContain('zip');
    // The share opens its own playlist only.
    const other = (await call('GET', '/v1_rsm/projects', undefined, sender))
      .json()
      .projects.find((project: { uuid: string }) => project.uuid !== mine.uuid);
    const otherUrl = `/v1_rsm/projects/${other.uuid}/download?kind=mp3&share_id=${shareId}`;
    expect((await call('GET', otherUrl, undefined, recipient)).statusCode).toBe(404);
    expect((await call('GET', url, undefined, {})).statusCode).toBe(401);
  });
});
