/** @jest-environment node */
import { z } from 'zod';
import { $runtimeConfig } from '../config/runtime-config';
import { request } from './api-client';
import { onResponseMismatch, ResponseMismatchError } from './response-check';

const albumAnswer = z.object({ album: z.object({ id: z.number(), name: z.string() }) });

function answer(body: unknown) {
  globalThis.fetch = jest.fn(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  ) as typeof fetch;
}

beforeEach(() => $runtimeConfig.set({ apiUrl: 'http://api.test', remotes: {} as never }));

describe('a schema-checked request', () => {
  it('returns the answer as its schema reads it', async () => {
    answer({ album: { id: 3, name: 'Night Drive', extra: true } });
    await expect(request('/v1_rsm/albums/3', { schema: albumAnswer })).resolves.toEqual({
      album: { id: 3, name: 'Night Drive' },
    });
  });

  it('rejects an answer of another shape with an error that names the field, and tells the listeners', async () => {
    const heard: ResponseMismatchError[] = [];
    const stop = onResponseMismatch((error) => heard.push(error));
    answer({ album: { id: '3', name: 'Night Drive' } });
    const error = await request('/v1_rsm/albums/3', { schema: albumAnswer }).catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(ResponseMismatchError);
    expect((error as Error).message).toMatch(/^Unexpected answer from \/v1_rsm\/albums\/3 \(album\.id: /);
    expect(heard).toEqual([error]);
    expect(heard[0]?.callSite).toContain('response-check.test');
  });

  it('still throws the mismatch when a listener itself fails', async () => {
    const stop = onResponseMismatch(() => {
      throw new Error('reporter down');
    });
    answer([]);
    await expect(request('/v1/crew', { schema: albumAnswer })).rejects.toBeInstanceOf(ResponseMismatchError);
    stop();
  });
});
