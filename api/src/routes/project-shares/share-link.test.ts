import {
  playlistSchema,
  sharedPlaylistListResponseSchema,
  shareLinkResponseSchema,
  trackListResponseSchema,
} from '@rsm/shared/schemas';
import { errorBody } from '../../../test/error-body';
import { setUpPlaylistSharing } from '../../../test/playlist-sharing';

/** A playlist shared by a link the owner copies, to paste anywhere; nothing is emailed. */
describe('share links', () => {
  const { ctx, customer, composer, mine, call } = setUpPlaylistSharing({ siteUrl: 'https://music.example/' });
  const createLink = (uuid = mine.uuid, headers = customer) =>
    call('POST', `/v1_rsm/projects/${uuid}/share_link`, undefined, headers);
  const mailCount = async () =>
    (await ctx.db.pool.query<{ n: number }>('SELECT count(*)::integer AS n FROM email_outbox')).rows[0]!.n;
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it('gives the owner a link that opens the playlist and its tracks for anyone, and emails nobody', async () => {
    const mailsBefore = await mailCount();
    const response = await createLink();
    expect(response.statusCode).toBe(201);
    const { share_link: link } = shareLinkResponseSchema.parse(response.json());
    expect(link.url).toMatch(
      new RegExp(`^https://music\\.example/shared-playlists/${mine.id}\\?token=[\\w-]+$`),
    );
    expect(Number.isNaN(Date.parse(link.created_at))).toBe(false);
    const token = tokenOf(link.url);

    const opened = await call('GET', `/v1_rsm/projects/by_token?token=${token}`, undefined, {});
    expect(opened.statusCode).toBe(200);
    expect(playlistSchema.parse(opened.json().project).uuid).toBe(mine.uuid);
    expect(opened.json().share).toEqual({ sender_name: 'Carla Customer', message: null });
    const tracks = await call('GET', `/v1_rsm/projects/tracks_by_token?token=${token}&per=3`, undefined, {});
    const parsed = trackListResponseSchema.parse(tracks.json());
    expect(parsed.tracks).toHaveLength(3);
    expect(parsed.meta.total_count).toBe(mine.tracks_count);
    // A visitor's plays are counted on the link's share, as on an emailed one.
    const played = await call(
      'POST',
      '/v1_rsm/received_projects/track_event',
      { token, track_id: parsed.tracks[0]!.id, event: 'play' },
      {},
    );
    expect(played.statusCode).toBe(201);

    expect(await mailCount()).toBe(mailsBefore);
    // Only the hash is stored, and the share has no recipient address.
    const { rows } = await ctx.db.pool.query<{ email: string | null }>(
      'SELECT email FROM project_shares WHERE token_hash = $1',
      [token],
    );
    expect(rows).toHaveLength(0);
    const stored = await ctx.db.pool.query<{ email: string | null }>(
      'SELECT email FROM project_shares WHERE project_id = $1 ORDER BY id DESC LIMIT 1',
      [mine.id],
    );
    expect(stored.rows[0]!.email).toBeNull();
  });

  it('makes a new link each time', async () => {
    const first = shareLinkResponseSchema.parse((await createLink()).json()).share_link.url;
    const second = shareLinkResponseSchema.parse((await createLink()).json()).share_link.url;
    expect(tokenOf(first)).not.toBe(tokenOf(second));
  });

  it("answers 404 for another customer's playlist or none, and 401 for visitors", async () => {
    const mailsBefore = await mailCount();
    for (const response of [
      await createLink(mine.uuid, composer),
      await createLink('00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody('Playlist not found'));
    }
    expect((await createLink(mine.uuid, {})).statusCode).toBe(401);
    expect(await mailCount()).toBe(mailsBefore);
  });

  it('keeps links out of the Sent and Received lists, which still list emailed shares', async () => {
    const empty = await call('GET', '/v1_rsm/sent_projects');
    expect(empty.statusCode).toBe(200);
    expect(sharedPlaylistListResponseSchema.parse(empty.json()).meta.total_count).toBe(0);
    expect(
      (await call('POST', `/v2/projects/${mine.uuid}/project_shares`, { emails: ['composer@demo.test'] }))
        .statusCode,
    ).toBe(201);
    const sent = await call('GET', '/v1_rsm/sent_projects');
    expect(sent.statusCode).toBe(200);
    const listed = sharedPlaylistListResponseSchema.parse(sent.json());
    expect(listed.meta.total_count).toBe(1);
    expect(listed.projects.map((project) => project.share.email)).toEqual(['composer@demo.test']);
    // The addresses a playlist went to: the emailed one, never a link's missing address.
    const addresses = await call('GET', `/v1_rsm/project_share_emails/${mine.uuid}`);
    expect(addresses.statusCode).toBe(200);
    expect(addresses.json().project_share_emails.map((share: { email: string }) => share.email)).toEqual([
      'composer@demo.test',
    ]);
    for (const headers of [composer, customer]) {
      const received = await call('GET', '/v1_rsm/received_projects', undefined, headers);
      expect(received.statusCode).toBe(200);
      const parsed = sharedPlaylistListResponseSchema.parse(received.json());
      expect(parsed.projects.every((project) => project.share.email === 'composer@demo.test')).toBe(true);
      expect(parsed.meta.total_count).toBe(headers === composer ? 1 : 0);
    }
  });

  it('stops a customer who creates too many links in an hour', async () => {
    const { rows } = await ctx.db.pool.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM project_shares WHERE email IS NULL',
    );
    for (let made = rows[0]!.n; made < 60; made += 1) expect((await createLink()).statusCode).toBe(201);
    const over = await createLink();
    expect(over.statusCode).toBe(429);
    expect(over.json().errors).toEqual([
      'You have created too many playlist links in the last hour. Please try again later.',
    ]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
    // The limit is the customer's own: another customer still gets links to their playlists.
    const theirs = (await call('GET', '/v1_rsm/projects', undefined, composer)).json().projects[0];
    expect((await createLink(theirs.uuid, composer)).statusCode).toBe(201);
  });
});
