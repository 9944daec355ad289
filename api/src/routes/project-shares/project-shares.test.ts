import {
  playlistSchema,
  projectSharesResponseSchema,
  sharedPlaylistListResponseSchema,
  trackListResponseSchema,
} from '@rsm/shared/schemas';
import { anyErrorBody, errorBody } from '../../../test/error-body';
import { setUpPlaylistSharing } from '../../../test/playlist-sharing';

describe('playlist sharing', () => {
  const { ctx, composer, mine, call } = setUpPlaylistSharing();
  const outbox = async () =>
    (
      await ctx.db.pool.query<{ to_address: string; subject: string; body: string }>(
        'SELECT to_address, subject, body FROM email_outbox ORDER BY id',
      )
    ).rows;
  const share = async (emails: string[], uuid = mine.uuid) => {
    const response = await call('POST', `/v2/projects/${uuid}/project_shares`, { emails });
    const mail = (await outbox()).at(-1)!;
    return {
      response,
      token: new URL(`http://x${/\/shared-playlists\/\S+/.exec(mail.body)![0]}`).searchParams.get('token')!,
    };
  };

  it('shares a playlist: one share and one email with its own link per address', async () => {
    const { response } = await share(['composer@demo.test', 'Friend@Example.com', 'friend@example.com']);
    expect(response.statusCode).toBe(201);
    const { project_shares: shares } = projectSharesResponseSchema.parse(response.json());
    expect(shares.map((row) => row.email)).toEqual(['composer@demo.test', 'friend@example.com']);
    const mails = await outbox();
    expect(mails.map((mail) => mail.to_address)).toEqual(['composer@demo.test', 'friend@example.com']);
    expect(mails[0]!.subject).toBe('Carla Customer shared the playlist "Travel documentary" with you');
    const links = mails.map((mail) => /\/shared-playlists\/(\d+)\?token=([\w-]+)/.exec(mail.body));
    expect(links.map((link) => Number(link![1]))).toEqual([mine.id, mine.id]);
    expect(links[0]![2]).not.toBe(links[1]![2]);
    // Only hashes are stored: the token in the mail is the only copy.
    const stored = await ctx.db.pool.query('SELECT 1 FROM project_shares WHERE token_hash = $1', [
      links[0]![2],
    ]);
    expect(stored.rowCount).toBe(0);
  });

  it('validates addresses: valid ones only, at most 20', async () => {
    const before = (await outbox()).length;
    for (const emails of [[], ['not-an-email'], ['ok@example.com', 'bad'], Array(21).fill('a@example.com')]) {
      const response = await call('POST', `/v2/projects/${mine.uuid}/project_shares`, { emails });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(anyErrorBody());
    }
    expect((await outbox()).length).toBe(before);
  });

  it("answers 404 when sharing another customer's playlist, and 401 for visitors", async () => {
    const { rows } = await ctx.db.pool.query<{ uuid: string }>(
      `SELECT p.uuid FROM projects p JOIN customers c ON c.id = p.customer_id WHERE c.email = 'composer@demo.test'`,
    );
    const before = (await outbox()).length;
    const body = { emails: ['x@example.com'] };
    expect((await call('POST', `/v2/projects/${rows[0]!.uuid}/project_shares`, body)).statusCode).toBe(404);
    expect((await call('POST', `/v2/projects/${mine.uuid}/project_shares`, body, {})).statusCode).toBe(401);
    expect((await outbox()).length).toBe(before);
  });

  it('lists sent shares for the sender and received ones for the recipient', async () => {
    const sent = sharedPlaylistListResponseSchema.parse((await call('GET', '/v1_rsm/sent_projects')).json());
    expect(sent.meta.total_count).toBe(2);
    expect(sent.projects[0]).toMatchObject({
      uuid: mine.uuid,
      share: { sender: { email: 'customer@demo.test' } },
    });
    const received = sharedPlaylistListResponseSchema.parse(
      (await call('GET', '/v1_rsm/received_projects', undefined, composer)).json(),
    );
    expect(received.projects.map((project) => [project.name, project.share.email])).toEqual([
      ['Travel documentary', 'composer@demo.test'],
    ]);
    const nothing = (await call('GET', '/v1_rsm/received_projects')).json();
    expect(nothing.meta.total_count).toBe(0);
    expect((await call('GET', '/v1_rsm/sent_projects', undefined, {})).statusCode).toBe(401);
  });

  it('opens a shared playlist and its tracks by token without signing in', async () => {
    const { token } = await share(['visitor@example.com']);
    const project = await call('GET', `/v1_rsm/projects/by_token?token=${token}`, undefined, {});
    expect(project.statusCode).toBe(200);
    expect(playlistSchema.parse(project.json().project).uuid).toBe(mine.uuid);
    const tracks = await call('GET', `/v1_rsm/projects/tracks_by_token?token=${token}&per=3`, undefined, {});
    const parsed = trackListResponseSchema.parse(tracks.json());
    expect(parsed.tracks).toHaveLength(3);
    expect(parsed.meta.total_count).toBe(mine.tracks_count);
  });

  it('answers 404 for a bad token and 422 for none', async () => {
    for (const url of [
      '/v1_rsm/projects/by_token?token=nope',
      '/v1_rsm/projects/tracks_by_token?token=nope',
    ]) {
      const response = await call('GET', url, undefined, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody('Playlist not found'));
    }
    expect((await call('GET', '/v1_rsm/projects/by_token', undefined, {})).statusCode).toBe(422);
  });

  it("copies a shared playlist into the recipient's Default folder", async () => {
    const { token } = await share(['composer@demo.test']);
    const response = await call('POST', '/v1_rsm/projects/add_to_my_projects', { token }, composer);
    expect(response.statusCode).toBe(201);
    const copy = playlistSchema.parse(response.json().project);
    expect(copy.uuid).not.toBe(mine.uuid);
    expect(copy).toMatchObject({ name: mine.name, tracks_count: mine.tracks_count });
    const again = await call('POST', '/v1_rsm/projects/add_to_my_projects', { token }, composer);
    expect(again.json().project.name).toBe(`${mine.name} (2)`);
    expect(
      (await call('POST', '/v1_rsm/projects/add_to_my_projects', { token: 'nope' }, composer)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/v1_rsm/projects/add_to_my_projects', { token }, {})).statusCode).toBe(401);
  });
});
