import { $runtimeConfig, loadRuntimeConfig } from './runtime-config';
import { RUNTIME_CONFIG_ELEMENT_ID } from './runtime-config-element';

const written = {
  apiUrl: 'http://api.written.test',
  remotes: { catalogue: 'c', player: 'p', playlists: 'l', composer: 'm' },
};
const mockFetched = { ...written, apiUrl: 'http://api.fetched.test' };
const mockRequested: string[] = [];

jest.mock('ofetch', () => ({
  ofetch: async (url: string) => {
    mockRequested.push(url);
    return mockFetched;
  },
}));

beforeEach(() => {
  $runtimeConfig.set(null);
  document.head.innerHTML = '';
  mockRequested.length = 0;
});

describe('loadRuntimeConfig', () => {
  it('takes the config written into the page, without a request', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = RUNTIME_CONFIG_ELEMENT_ID;
    element.textContent = JSON.stringify(written);
    document.head.append(element);
    await expect(loadRuntimeConfig()).resolves.toEqual(written);
    expect(mockRequested).toEqual([]);
    expect($runtimeConfig.get()?.apiUrl).toBe('http://api.written.test');
  });

  it('fetches /config.json when the page carries none', async () => {
    await expect(loadRuntimeConfig()).resolves.toEqual(mockFetched);
    expect(mockRequested).toEqual(['/config.json']);
  });
});
