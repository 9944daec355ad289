import { PAGE_SLUGS } from '@rsm/shared/schemas';
import { buildTestApp, DEMO_PASSWORD, type TestContext } from '../helper';
import { multipartBody, sineWav } from '../../src/routes/uploads/test-support';
import { read, specClient } from './spec-client';

/**
 * Walks every API call the way the original front end made it (JSON content type and the auth headers on every
 * call) and lists every correct call the API refused. Failing calls are printed together, so one run shows them all.
 */
describe('API calls, with a JSON content type and the auth headers on every call', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function signedIn(email: string) {
    const client = specClient(ctx.app);
    const signIn = await client.call('POST', '/v2/auth/sign_in', { email, password: DEMO_PASSWORD });
    expect(signIn.status).toBe(200);
    return client;
  }

  it('playlists and folders', async () => {
    const client = await signedIn('customer@demo.test');
    const { call } = client;
    const album = read<{ id: number }>(await call('GET', '/v1_rsm/albums?page=1&per=48'), 'albums', 0);
    const tracks = await call('GET', `/v1_rsm/albums/${album.id}/tracks?page=1&per=50`);
    const [first, second] = read<{ id: number }[]>(tracks, 'tracks');
    await call('GET', '/v2/projects?per=150');
    await call('GET', '/v2/project_categories?per=100');
    await call('GET', '/v1_rsm/project_categories?per=20&page=1&sort=name%20asc&q=&only_categories=true');
    const folder = await call('POST', '/v2/project_categories', { name: 'Contract folder' });
    const folderId = read<number>(folder, 'project_category', 'id');
    await call('PUT', `/v2/project_categories/${folderId}`, { name: 'Contract folder, renamed' });
    const created = await call('POST', '/v2/projects', {
      name: 'Contract playlist',
      project_category_id: folderId,
    });
    const project = read<{ id: number; uuid: string }>(created, 'project');
    await call('PUT', `/v2/projects/${project.uuid}`, {
      name: 'Contract playlist 2',
      project_category_id: folderId,
    });
    await call('POST', `/v2/projects/${project.uuid}/tracks`, { id: first!.id });
    await call('POST', `/v2/projects/${project.uuid}/albums`, { id: album.id });
    await call('POST', `/v2/projects/${project.uuid}/tracks/${second!.id}/sort`, { position: 0 });
    await call('GET', `/v2/projects/${project.uuid}/tracks?page=1&perPage=10`);
    await call('GET', `/v2/projects/${project.uuid}/tracks?all_tracks=true`);
    await call('DELETE', `/v2/projects/${project.uuid}/tracks/${first!.id}`);
    await call('GET', '/v1_rsm/projects?page=1&per=25&sort=updated_at%20desc&q=Contract');
    await call('GET', `/v1_rsm/projects/${project.id}`);
    await call('GET', `/v1_rsm/projects/${project.uuid}`);
    await call('POST', `/v2/projects/${project.uuid}/project_shares`, { emails: ['composer@demo.test'] });
    await call('GET', '/v1_rsm/sent_projects?page=1&per=25');
    const sentTo = await call('GET', `/v1_rsm/project_share_emails/${project.uuid}`);
    const copied = await call('POST', `/v1_rsm/projects/create_from_album?album_id=${album.id}`);
    await call('DELETE', `/v2/projects/${read<string>(copied, 'project', 'uuid')}`);
    await call('GET', '/v1_rsm/playlists?page=1&per=48');
    const curated = read<{ id: number }>(
      await call('GET', '/v1_rsm/playlists?page=1&per=48'),
      'playlists',
      0,
    );
    await call('GET', `/v1_rsm/playlists/${curated.id}`);
    await call('GET', `/v1_rsm/playlists/${curated.id}/tracks?page=1&per=50`);

    const recipient = await signedIn('composer@demo.test');
    const received = await recipient.call('GET', '/v1_rsm/received_projects?page=1&per=25');
    const shareId = read<number>(received, 'projects', 0, 'share', 'id');
    await recipient.call('GET', `/v1_rsm/projects/by_token?share_id=${shareId}`);
    await recipient.call('GET', `/v1_rsm/projects/tracks_by_token?share_id=${shareId}&page=1&per=50`);
    await recipient.call('POST', '/v1_rsm/received_projects/track_event', {
      project_share_id: shareId,
      track_id: second!.id,
      event: 'play',
    });
    await recipient.call('POST', '/v1_rsm/projects/add_to_my_projects', { share_id: shareId });
    const mail = await ctx.db.pool.query<{ body: string }>(
      `SELECT body FROM email_outbox WHERE to_address = 'composer@demo.test' ORDER BY id DESC LIMIT 1`,
    );
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.rows[0]!.body)![1]!);
    const visitor = specClient(ctx.app);
    await visitor.call('GET', `/v1_rsm/projects/by_token?token=${encodeURIComponent(token)}`);
    await visitor.call(
      'GET',
      `/v1_rsm/projects/tracks_by_token?token=${encodeURIComponent(token)}&page=1&per=50`,
    );

    const address = read<{ id: number }>(sentTo, 'project_share_emails', 0);
    await call('DELETE', `/v1_rsm/project_share_emails/${address.id}`);
    await call('DELETE', `/v2/projects/${project.uuid}`);
    await call('DELETE', `/v2/project_categories/${folderId}`);
    expect([...client.refused(), ...recipient.refused(), ...visitor.refused()]).toEqual([]);
  });

  it('customer, auth, home and content', async () => {
    const visitor = specClient(ctx.app);
    await visitor.call('POST', '/v2/auth', {
      email: 'contract@new.test',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
      first_name: 'Con',
      last_name: 'Tract',
      confirm_success_url: 'http://localhost:8080/',
    });
    await visitor.call('POST', '/v2/auth/password', {
      email: 'customer@demo.test',
      redirect_url: 'http://localhost:8080/reset-password',
    });
    for (const path of [
      '/v2/homepage/banners',
      '/v1_rsm/homepage/curated_playlists',
      '/v2/homepage/last_releases',
    ])
      await visitor.call('GET', path);
    await visitor.call('GET', '/v2/homepage/trusted_bies');
    for (const slug of Object.values(PAGE_SLUGS)) await visitor.call('GET', `/v1/pages/${slug}`);
    for (const path of ['/v2/global_faqs', '/v1/crew', '/v1_rsm/agents']) await visitor.call('GET', path);
    await visitor.call('POST', '/v2/homepage/stay_tuned', {
      stay_tuned_user: { email: 'contract-fan@new.test' },
    });
    await visitor.call('POST', '/v1/music_consultations', {
      music_consultation: {
        name: 'Con Tract',
        email: 'contract-fan@new.test',
        message: 'Music for a trailer',
      },
    });

    const client = await signedIn('customer@demo.test');
    await client.call('GET', '/v2/auth/validate_token');
    await client.call('GET', '/v1/customer');
    await client.call('GET', '/v1_rsm/customers/history?page=1&per=25');
    await client.call('DELETE', '/v2/auth/sign_out');
    expect([...visitor.refused(), ...client.refused()]).toEqual([]);
  });

  it('search and catalogue, downloads and analytics', async () => {
    const client = await signedIn('customer@demo.test');
    const { call } = client;
    await call('GET', '/v1_rsm/searches/suggestions?q=a');
    await call('GET', '/v1_rsm/tracks/search?page=1&per=20&sort=release_date%20desc&albums=false');
    await call('GET', '/v1_rsm/tracks/search?page=1&per=20&q[genres][]=Rock');
    for (const kind of ['composers', 'keywords']) await call('GET', `/v2/${kind}?q=a&per=10&page=1`);
    for (const kind of ['genres', 'topics', 'moods', 'tempos', 'instrumentations', 'countries', 'labels'])
      await call('GET', `/v1/${kind}`);
    const albums = await call('GET', '/v1_rsm/albums?page=1&per=48&sort=release_date%20desc');
    const album = read<{ id: number; uuid: string }>(albums, 'albums', 0);
    await call('GET', `/v1_rsm/albums/${album.id}`);
    await call('GET', `/v2/albums/${album.id}/similar`);
    const track = read<{ id: number }>(await call('GET', `/v1_rsm/albums/${album.id}/tracks`), 'tracks', 0);
    const label = read<{ id: number }>(await call('GET', '/v1/labels'), 'labels', 0);
    await call('GET', `/v1/labels/${label.id}`);
    await call('GET', `/v2/labels/${label.id}/albums?page=1&per=48`);
    await call('GET', `/v1_rsm/tracks/${track.id}`);
    await call('GET', `/v1_rsm/tracks/${track.id}/alternatives`);
    await call('GET', '/v1/albums/favourited');
    await call('POST', `/v1/albums/${album.id}/toggle`);
    await call('POST', `/v1/albums/${album.id}/toggle`);

    await call('GET', `/v2/albums/${album.id}/cuesheet.csv`);
    await call('GET', `/v2/albums/${album.id}/cuesheet.csv?track_id=${track.id}`);
    await call('GET', `/v2/tracks/${track.id}/download?file_format=file`);
    await call('GET', `/v2/tracks/${track.id}/download_alternatives?file_format=file`);
    await call('GET', `/v1/albums/${album.id}/download_zip?kind=mp3`);
    const curated = read<{ id: number }>(
      await call('GET', '/v1_rsm/playlists?page=1&per=48'),
      'playlists',
      0,
    );
    await call('GET', `/v2/playlists/${curated.id}/download?kind=mp3`);
    await call('GET', `/v2/playlists/${curated.id}.csv`);
    await call('GET', `/v2/playlists/${curated.id}.pdf`);
    const own = read<{ uuid: string }>(await call('GET', '/v2/projects?per=150'), 'projects', 0);
    await call('GET', `/v1_rsm/projects/${own.uuid}/download?kind=mp3`);
    await call('GET', `/v2/projects/${own.uuid}.csv`);

    const visit = { visit_token: 'contract-visit', visitor_token: 'contract-visitor' };
    await call('POST', '/ahoy/visits', { ...visit, landing_page: 'http://localhost:8080/', referrer: '' });
    await call('POST', '/ahoy/events', {
      ...visit,
      events: [{ name: 'page_view', properties: { page: '/' }, time: Date.now() / 1000 }],
    });
    expect(client.refused()).toEqual([]);
  });

  it('composer areas', async () => {
    const client = await signedIn('composer@demo.test');
    const { call } = client;
    const briefings = await call('GET', '/v1_rsm/briefings?page=1&per=25');
    const open = read<{ id: number; status: string }[]>(briefings, 'briefings').find(
      (b) => b.status === 'open',
    )!;
    await call('GET', `/v1_rsm/briefings/${open.id}`);
    await call('GET', `/v1_rsm/briefings/${open.id}/tracks`);
    await call('GET', '/v1/briefings/validate_track_name?name=Contract%20Anthem');
    const me = await ctx.db.pool.query<{ id: number; ipi: string; uuid: string }>(
      `SELECT c.id, c.ipi, c.uuid FROM composers c JOIN customers cu ON cu.id = c.customer_id
       WHERE cu.email = 'composer@demo.test' AND c.ipi IS NOT NULL LIMIT 1`,
    );
    const { id, ipi, uuid } = me.rows[0]!;
    for (const role of ['composers', 'lyricists'])
      await call('GET', `/v2/${role}/${id}/check_ipi?ipi=${ipi}`);
    const upload = async () => {
      const body = multipartBody([
        { name: 'file', filename: 'take.wav', content: sineWav(1), type: 'audio/wav' },
      ]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1_rsm/uploads/audio',
        headers: { ...client.headers(), ...body.headers },
        payload: body.payload,
      });
      return response.json().upload.id as string;
    };
    const created = await call('POST', `/v1_rsm/briefings/${open.id}/tracks`, {
      track_name: 'Contract Anthem',
      upload_id: await upload(),
      composers: [{ id, share: 100 }],
      lyricists: [],
    });
    const trackId = read<number>(created, 'track', 'id');
    const url = `/v1_rsm/briefings/${open.id}/tracks/${trackId}`;
    await call('GET', url);
    await call('PUT', url, {
      track_name: 'Contract Anthem II',
      composers: [{ id, share: 100 }],
      lyricists: [],
    });
    const alternates = await call('POST', `${url}/create_alternatives`, {
      alternatives: [{ version: '30 seconds', upload_id: await upload() }],
    });
    const alternate = read<{ id: number }>(alternates, 'track', 'alternatives', 0);
    await call('PUT', `${url}/update_alternatives`, {
      alternatives: [{ id: alternate.id, version: '30 s' }],
    });
    await call('GET', '/v1_rsm/briefings/composer_tracks');
    await call('GET', '/v1_rsm/customers/tracks?page=1&per=25');
    await call('GET', `/v1/tracks/customer_tracks_released?uuid=${uuid}`);
    await call('GET', '/v1/tracks/customer_tracks_upcoming');
    const documents = await call('GET', '/v2/documents');
    await call('GET', `/v2/documents/${read<number>(documents, 'documents', 0, 'id')}/download`);
    const contracts = await call('GET', '/v2/contracts');
    await call('GET', `/v2/contracts/${read<number>(contracts, 'contracts', 0, 'id')}/download`);
    const digital = await call('GET', '/v2/hello_sign_contracts');
    const awaiting = read<{ id: number; signed_at: string | null }[]>(digital, 'contracts').find(
      (contract) => contract.signed_at === null,
    )!;
    const link = await call(
      'GET',
      `/v2/hello_sign_contracts/${awaiting.id}/embedded_sign_url?client_id=rsm-web`,
    );
    const token = new URL(read<string>(link, 'embedded', 'sign_url')).searchParams.get('token');
    await call('POST', `/v2/hello_sign_contracts/${awaiting.id}/sign`, {
      token,
      full_name: 'Ana Composer',
      confirmed: true,
    });
    await call('GET', `/v2/hello_sign_contracts/${awaiting.id}/download`);
    await call('GET', '/v2/customer/labels');
    await call('GET', '/v1_rsm/customers/search?q=an');
    expect(client.refused()).toEqual([]);
  });
});
