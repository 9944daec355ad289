import { z } from 'zod';
import { onResponseMismatch, ResponseMismatchError } from '../http/response-check';
import { createQueryClient } from '../session/query-client';
import { fakeNetwork } from '../testing/fake-network';
import { requestQuery } from './request-query';

const labelsAnswer = z.object({ labels: z.array(z.object({ id: z.number(), name: z.string() })) });
let answer: unknown = { labels: [{ id: 1, name: 'Atlantic Cues' }] };
const network = fakeNetwork({ 'GET /v1/labels': () => answer });

/** Stands for an app's own query file: the options are built here, the request runs later inside react-query. */
function catalogueLabelsQuery() {
  return requestQuery(['labels'], '/v1/labels', labelsAnswer, { per: 50 });
}

describe('requestQuery', () => {
  afterEach(() => {
    answer = { labels: [{ id: 1, name: 'Atlantic Cues' }] };
  });

  it('asks for the path with its query and answers what the schema parsed', async () => {
    const labels = await createQueryClient().fetchQuery(catalogueLabelsQuery());
    expect(labels.labels[0]?.name).toBe('Atlantic Cues');
    expect(network.calls.map(({ path, query }) => [path, query])).toEqual([['/v1/labels', { per: '50' }]]);
  });

  it('reports an answer of the wrong shape with the stack of the code that built the query', async () => {
    answer = { labels: 'none' };
    const heard: ResponseMismatchError[] = [];
    const stop = onResponseMismatch((error) => heard.push(error));
    const error = await createQueryClient()
      .fetchQuery({ ...catalogueLabelsQuery(), retry: false })
      .catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(ResponseMismatchError);
    expect(heard).toHaveLength(1);
    // The release reporter tells the app by the scripts on this stack.
    expect(heard[0]?.callSite).toContain('catalogueLabelsQuery');
  });
});
