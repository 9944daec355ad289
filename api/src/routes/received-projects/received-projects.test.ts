import { errorBody } from '../../../test/error-body';
import { setUpPlaylistSharing, shareByEmail } from '../../../test/playlist-sharing';

describe('received playlists: track events and share emails', () => {
  const { ctx, customer, composer, mine, call } = setUpPlaylistSharing();
  let trackIds: number[];
  beforeAll(async () => {
    const { rows } = await ctx.db.pool.query<{ track_id: number }>(
      'SELECT track_id FROM project_tracks WHERE project_id = $1 ORDER BY position',
      [mine.id],
    );
    trackIds = rows.map((row) => row.track_id);
  });

  /** Sends the playlist to an address; the share's id and the token from its email. */
  const share = async (email: string) => {
    const { response, token } = await shareByEmail(ctx, customer, mine.uuid, email);
    return { id: response.json().project_shares[0].id as number, token };
  };
  const eventCount = async () =>
    (await ctx.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM project_share_events')).rows[0]!
      .n;

  it('records plays and downloads by the signed-in recipient and by a visitor with the token', async () => {
    const { id, token } = await share('composer@demo.test');
    const byRecipient = await call(
      'POST',
      '/v1_rsm/received_projects/track_event',
      { project_share_id: id, track_id: trackIds[0], event: 'play' },
      composer,
    );
    expect(byRecipient.statusCode).toBe(201);
    expect(byRecipient.json().track_event).toMatchObject({
      project_share_id: id,
      track_id: trackIds[0],
      event: 'play',
    });
    const byVisitor = await call(
      'POST',
      '/v1_rsm/received_projects/track_event',
      { token, track_id: trackIds[1], event: 'download' },
      {},
    );
    expect(byVisitor.statusCode).toBe(201);
    const { rows } = await ctx.db.pool.query(
      'SELECT track_id, kind, customer_id IS NULL AS anonymous FROM project_share_events WHERE project_share_id = $1 ORDER BY id',
      [id],
    );
    expect(rows).toEqual([
      { track_id: trackIds[0], kind: 'play', anonymous: false },
      { track_id: trackIds[1], kind: 'download', anonymous: true },
    ]);
  });

  it('refuses shares of others, tracks outside the playlist, visitors without a token and bad input', async () => {
    const { id, token } = await share('someone@example.com');
    const before = await eventCount();
    const post = (payload: object, headers = composer) =>
      call('POST', '/v1_rsm/received_projects/track_event', payload, headers);
    // The composer is not the recipient of this share.
    expect((await post({ project_share_id: id, track_id: trackIds[0], event: 'play' })).statusCode).toBe(404);
    const outside = await ctx.db.pool.query<{ id: number }>(
      'SELECT id FROM tracks WHERE main_track_id IS NULL AND NOT (id = ANY($1::int[])) LIMIT 1',
      [trackIds],
    );
    const notInPlaylist = await post({ token, track_id: outside.rows[0]!.id, event: 'play' }, {});
    expect(notInPlaylist.statusCode).toBe(404);
    expect(notInPlaylist.json()).toEqual(errorBody('Track not found in this playlist'));
    expect((await post({ token: 'nope', track_id: trackIds[0], event: 'play' }, {})).statusCode).toBe(404);
    expect((await post({ project_share_id: id, track_id: trackIds[0], event: 'play' }, {})).statusCode).toBe(
      401,
    );
    expect((await post({ token, track_id: trackIds[0], event: 'stream' }, {})).statusCode).toBe(422);
    expect((await post({ track_id: trackIds[0], event: 'play' })).statusCode).toBe(422);
    expect(await eventCount()).toBe(before);
  });

  it('lists the addresses a playlist was sent to, once each, with their activity', async () => {
    const first = await share('listener@example.com');
    await share('Listener@Example.com');
    await call(
      'POST',
      '/v1_rsm/received_projects/track_event',
      { token: first.token, track_id: trackIds[0], event: 'play' },
      {},
    );
    const response = await call('GET', `/v1_rsm/project_share_emails/${mine.uuid}`);
    expect(response.statusCode).toBe(200);
    const emails = response.json().project_share_emails as {
      email: string;
      shares_count: number;
      plays: number;
    }[];
    expect(emails[0]).toMatchObject({
      email: 'listener@example.com',
      shares_count: 2,
      plays: 1,
      downloads: 0,
    });
    expect(new Set(emails.map((entry) => entry.email)).size).toBe(emails.length);
    expect(
      (await call('GET', `/v1_rsm/project_share_emails/${mine.uuid}`, undefined, composer)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/v1_rsm/project_share_emails/${mine.uuid}`, undefined, {})).statusCode).toBe(
      401,
    );
  });

  it('removes an address: its links stop working; only the owner may', async () => {
    const { id, token } = await share('gone@example.com');
    await share('gone@example.com');
    const url = `/v1_rsm/project_share_emails/${id}`;
    expect((await call('DELETE', url, undefined, composer)).statusCode).toBe(404);
    expect((await call('GET', `/v1_rsm/projects/by_token?token=${token}`, undefined, {})).statusCode).toBe(
      200,
    );
    const removed = await call('DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await call('GET', `/v1_rsm/projects/by_token?token=${token}`, undefined, {})).statusCode).toBe(
      404,
    );
    const left = (await call('GET', `/v1_rsm/project_share_emails/${mine.uuid}`)).json().project_share_emails;
    expect(left.map((entry: { email: string }) => entry.email)).not.toContain('gone@example.com');
    expect((await call('DELETE', url)).statusCode).toBe(404);
    expect((await call('DELETE', '/v1_rsm/project_share_emails/abc')).statusCode).toBe(422);
  });
});
