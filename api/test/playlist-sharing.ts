import { requestsAs, setUpTestApp, signedInAs, type FileTestApp, type FileTestAppOptions } from './helper';

type Headers = Record<string, string>;

export interface SeededPlaylist {
  id: number;
  uuid: string;
  name: string;
  tracks_count: number;
}

/** The demo customer's "Travel documentary" playlist, read once its owner has signed in, before the file's tests. */
export function travelPlaylistOf(ctx: Pick<FileTestApp, 'app'>, owner: Headers): SeededPlaylist {
  const playlist = {} as SeededPlaylist;
  beforeAll(async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1_rsm/projects?q=Travel',
      headers: owner,
    });
    Object.assign(playlist, response.json().projects[0]);
  });
  return playlist;
}

/** The token of the link in the latest email of the outbox. */
export async function latestEmailToken(ctx: Pick<FileTestApp, 'db'>): Promise<string> {
  const { rows } = await ctx.db.pool.query<{ body: string }>(
    'SELECT body FROM email_outbox ORDER BY id DESC LIMIT 1',
  );
  return /[?&]token=([\w-]+)/.exec(rows[0]!.body)![1]!;
}

/** Shares a playlist with one address as its owner: the answer and the token of the email it sends. */
export async function shareByEmail(ctx: FileTestApp, owner: Headers, uuid: string, email: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/v2/projects/${uuid}/project_shares`,
    headers: owner,
    payload: { emails: [email] },
  });
  return { response, token: await latestEmailToken(ctx) };
}

/**
 * The app of a sharing test file with both demo accounts signed in: the customer owns `mine` ("Travel documentary")
 * and shares it with the composer; `call` sends requests as the customer unless given other headers.
 */
export function setUpPlaylistSharing(options: FileTestAppOptions = {}) {
  const ctx = setUpTestApp(options);
  const customer = signedInAs(ctx, 'customer@demo.test');
  const composer = signedInAs(ctx, 'composer@demo.test');
  const mine = travelPlaylistOf(ctx, customer);
  return { ctx, customer, composer, mine, call: requestsAs(ctx, customer) };
}
