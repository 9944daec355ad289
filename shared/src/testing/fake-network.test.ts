import { $authHeaders } from '../bus/auth-store';
import { ApiError, request } from '../http/api-client';
import { ResponseMismatchError } from '../http/response-check';
import { briefingListResponseSchema } from '../schemas';
import { fakeNetwork, networkError, noAnswer, reply } from './fake-network';
import { authHeadersFixture, briefingFixture, pagingMetaFixture } from './fixtures';

const briefings = {
  briefings: [briefingFixture(1, 'Uplifting corporate piano')],
  meta: pagingMetaFixture(1),
};

const network = fakeNetwork({
  'GET /v2/briefings': () => briefings,
  'GET /v2/briefings?status=closed': () => ({ briefings: [], meta: pagingMetaFixture(0) }),
  'POST /v2/projects/:uuid/tracks': ({ params, body }) => reply(201, { uuid: params.uuid, body }),
});

afterEach(() => $authHeaders.set(null));

describe('fakeNetwork', () => {
  it('answers through the real client, and the answer passes its schema', async () => {
    await expect(request('/v2/briefings', { schema: briefingListResponseSchema })).resolves.toEqual(
      briefings,
    );
  });

  it('makes request() reject when a route answers a shape other than the schema', async () => {
    network.serve({ 'GET /v2/briefings': () => ({ briefings: [{ id: 1, title: 'No status' }] }) });
    const error = await request('/v2/briefings', { schema: briefingListResponseSchema }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ResponseMismatchError);
  });

  it('records method, path, query, JSON body and headers, and passes :params to the handler', async () => {
    $authHeaders.set(authHeadersFixture());
    const answer = await request('/v2/projects/p%201/tracks', { method: 'POST', body: { track_ids: [5] } });
    expect(answer).toEqual({ uuid: 'p 1', body: { track_ids: [5] } });
    await request('/v2/briefings', { query: { status: 'closed', page: 2 } });
    const [post, get] = network.calls;
    expect([post?.method, post?.path, post?.body]).toEqual([
      'POST',
      '/v2/projects/p%201/tracks',
      { track_ids: [5] },
    ]);
    expect(post?.headers.get('access-token')).toBe('token');
    expect(get?.query).toEqual({ status: 'closed', page: '2' });
    expect(network.callsTo('GET /v2/briefings?status=closed')).toHaveLength(1);
    expect(network.callsTo('POST /v2/projects/:uuid/tracks')).toHaveLength(1);
  });

  it('turns a status into an ApiError with the server message, and a network error into status 0', async () => {
    network.serve({
      'DELETE /v2/briefings/:id': () => reply(422, { message: 'Closed briefs stay' }),
      'GET /v2/briefings/:id': () => networkError(),
    });
    await expect(request('/v2/briefings/1', { method: 'DELETE' })).rejects.toEqual(
      expect.objectContaining({ status: 422, message: 'Closed briefs stay' }),
    );
    const error = await request('/v2/briefings/1').catch((e: unknown) => e);
    expect([error instanceof ApiError, (error as ApiError).status]).toEqual([true, 0]);
  });

  it('keeps an answer that never comes pending until the request is aborted', async () => {
    network.serve({ 'GET /v2/briefings': () => noAnswer() });
    const controller = new AbortController();
    const pending = request('/v2/briefings', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a request no route answers and fails the test after it, naming its method and URL', async () => {
    // A second fake, its jest hooks run by hand, so the failure it reports can be read here.
    const hooks: Array<() => void> = [];
    const declared = { beforeEach: globalThis.beforeEach, afterEach: globalThis.afterEach };
    const capture = ((hook: () => void) => void hooks.push(hook)) as unknown as typeof beforeEach;
    Object.assign(globalThis, { beforeEach: capture, afterEach: capture });
    fakeNetwork({ 'GET /v2/briefings': () => briefings });
    Object.assign(globalThis, declared);
    const [installFake, removeFake] = hooks;

    installFake?.();
    const error = await request('/v2/unknown', { method: 'PUT' }).catch((e: unknown) => e);
    expect((error as Error).message).toContain('No fake answer for PUT http://api.test/v2/unknown');
    expect(() => removeFake?.()).toThrow('No fake answer for PUT http://api.test/v2/unknown');
  });
});
