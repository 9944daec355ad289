import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import createClient, { type Middleware } from 'openapi-fetch';
import { apiRoot } from '../../src/root-dir';
import { sineWav } from '../../src/routes/uploads/test-support';
import { DEMO_PASSWORD, setUpTestApp } from '../helper';
import type { paths } from './generated/openapi';
import { TYPES_FILE, typesOf } from './openapi-types';

const AUTH_HEADERS = ['access-token', 'client', 'uid', 'expiry'] as const;

/** fetch over app.inject: the generated client's own requests (URL, query, body), without opening a port. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: request.url.replace(/^https?:\/\/[^/]+/, ''),
      headers: Object.fromEntries(request.headers),
      payload: body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

/**
 * A client generated from /docs/json (openapi-typescript types + openapi-fetch) walking every API call as any generated
 * client would: the auth headers kept from each answer by a middleware, files read as what the document
 * says they are, the search filters sent as the document names them.
 */
describe('a client generated from the OpenAPI document', () => {
  const ctx = setUpTestApp();
  const refused: string[] = [];
  const sent: string[] = [];
  let session: Record<string, string> = {};
  const client = () => {
    const api = createClient<paths>({ baseUrl: 'http://api.test', fetch: injectFetch(ctx.app) });
    const auth: Middleware = {
      onRequest: ({ request }) => {
        sent.push(request.url);
        for (const [name, value] of Object.entries(session)) request.headers.set(name, value);
        request.headers.set('accept-language', 'ENRSM');
        return request;
      },
      onResponse: ({ request, response }) => {
        const token = response.headers.get('access-token');
        if (token)
          session = Object.fromEntries(AUTH_HEADERS.map((name) => [name, response.headers.get(name) ?? '']));
        if (response.status >= 400) refused.push(`${request.method} ${request.url} -> ${response.status}`);
        return response;
      },
    };
    api.use(auth);
    return api;
  };

  it('is generated from the current document (regenerate with `pnpm --filter @rsm/api openapi:types`)', async () => {
    const document = (await ctx.app.inject({ url: '/docs/json' })).json();
    expect(await typesOf(document)).toBe(readFileSync(join(apiRoot, TYPES_FILE), 'utf8'));
  }, 120_000);

  it('walks sign-in, the catalogue, search filters, playlists, files, an upload and sign-out', async () => {
    const api = client();
    const signIn = await api.POST('/v2/auth/sign_in', {
      body: { email: 'customer@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.data?.data.email).toBe('customer@demo.test');
    expect((await api.GET('/v2/auth/validate_token')).data?.success).toBe(true);

    const albums = await api.GET('/v1_rsm/albums', {
      params: { query: { page: 1, per: 5, sort: 'release_date desc' } },
    });
    const album = albums.data!.albums[0]!;
    const tracks = await api.GET('/v1_rsm/albums/{id}/tracks', {
      params: { path: { id: String(album.id) } },
    });
    const track = tracks.data!.tracks[0]!;
    await api.GET('/v1_rsm/tracks/{id}', { params: { path: { id: track.id } } });
    const genre = track.genres?.[0]?.name ?? 'Rock';
    const search = await api.GET('/v1_rsm/tracks/search', {
      params: { query: { page: 1, per: 20, 'q[genres][]': [genre] } },
    });
    expect(search.response.status).toBe(200);
    expect(sent.find((url) => url.includes('/tracks/search'))).toContain(
      `q[genres][]=${encodeURIComponent(genre)}`,
    );

    const folder = await api.POST('/v2/project_categories', { body: { name: 'Generated folder' } });
    const folderId = folder.data!.project_category.id;
    const created = await api.POST('/v2/projects', {
      body: { name: 'Generated', project_category_id: folderId },
    });
    const uuid = created.data!.project.uuid;
    await api.POST('/v2/projects/{uuid}/tracks', { params: { path: { uuid } }, body: { id: track.id } });
    const listed = await api.GET('/v2/projects/{uuid}/tracks', {
      params: { path: { uuid }, query: { all_tracks: 'true' } },
    });
    expect(listed.data?.tracks.map((t) => t.id)).toContain(track.id);

    const zip = await api.GET('/v1/albums/{id}/download_zip', {
      params: { path: { id: String(album.id) }, query: { kind: 'mp3' } },
      parseAs: 'arrayBuffer',
    });
    expect(zip.response.headers.get('content-type')).toBe('application/zip');
    expect(
      Buffer.from(zip.data as unknown as ArrayBuffer)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const csv = await api.GET('/v2/albums/{id}/cuesheet.csv', {
      params: { path: { id: String(album.id) } },
      parseAs: 'text',
    });
    expect(csv.data).toMatch(/\r\n/);

    await api.DELETE('/v2/projects/{uuid}', { params: { path: { uuid } } });
    await api.DELETE('/v2/project_categories/{id}', { params: { path: { id: folderId } } });
    const signedOut = await api.DELETE('/v2/auth/sign_out');
    expect(signedOut.data).toEqual({ success: true });
    expect(refused).toEqual([]);
  });

  it('walks what a visitor does: sign-up, a reset request, home, pages, lookups, newsletter, a consultation', async () => {
    const api = client();
    session = {};
    const signUp = await api.POST('/v2/auth', {
      body: {
        email: 'generated@new.test',
        password: 'a long generated password',
        password_confirmation: 'a long generated password',
        first_name: 'Gene',
        last_name: 'Rated',
        confirm_success_url: 'http://localhost:8080/',
      },
    });
    expect(signUp.data?.status).toBe('success');
    const reset = await api.POST('/v2/auth/password', {
      body: { email: 'customer@demo.test', redirect_url: 'http://localhost:8080/reset-password' },
    });
    expect(reset.data?.success).toBe(true);
    await api.GET('/v2/homepage/banners');
    await api.GET('/v1_rsm/homepage/curated_playlists');
    await api.GET('/v2/homepage/last_releases');
    await api.GET('/v2/homepage/trusted_bies');
    await api.GET('/v1/pages/{slug}', { params: { path: { slug: 'v2_agb' } } });
    await api.GET('/v2/global_faqs');
    for (const lookup of ['/v1/genres', '/v1/moods', '/v1/tempos', '/v1/instrumentations'] as const)
      await api.GET(lookup);
    const curated = await api.GET('/v1_rsm/playlists', { params: { query: { page: 1, per: 48 } } });
    const playlist = curated.data!.playlists[0]!;
    const pdf = await api.GET('/v2/playlists/{id}.{format}', {
      params: { path: { id: playlist.id, format: 'pdf' } },
      parseAs: 'arrayBuffer',
    });
    expect(pdf.response.headers.get('content-type')).toMatch(/^application\/pdf/);
    await api.POST('/v2/homepage/stay_tuned', {
      body: { stay_tuned_user: { email: 'generated-fan@new.test' } },
    });
    await api.POST('/v1/music_consultations', {
      body: {
        music_consultation: {
          name: 'Gene Rated',
          email: 'generated-fan@new.test',
          message: 'Music for a trailer',
        },
      },
    });
    expect(refused).toEqual([]);
  });

  it('uploads a file as the document describes the body, as a composer', async () => {
    const api = client();
    await api.POST('/v2/auth/sign_in', { body: { email: 'composer@demo.test', password: DEMO_PASSWORD } });
    const upload = await api.POST('/v1_rsm/uploads/audio', {
      body: { file: 'take.wav' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(sineWav(1))], { type: 'audio/wav' }), 'take.wav');
        return form;
      },
    });
    expect(upload.response.status).toBe(201);
    expect(refused).toEqual([]);
  });

  it('reads a refusal through the documented error body', async () => {
    const api = client();
    session = {};
    const refusal = await api.GET('/v2/projects', {});
    expect(refusal.response.status).toBe(401);
    expect(refusal.error?.errors).toEqual([expect.any(String)]);
    refused.length = 0;
  });
});
