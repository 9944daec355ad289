import { publishCustomer } from '../bus/customer-store';
import { $runtimeConfig } from '../config/runtime-config';
import { customerFixture } from '../testing/fixtures';
import { trackEvent } from './analytics';
import { $cookieConsent, saveCookieConsent } from './cookie-consent';

const sent: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  sent.length = 0;
  $runtimeConfig.set({ apiUrl: 'http://api.test', remotes: {} as never });
  $cookieConsent.set({ analytics: false, savedAt: null });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) });
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

describe('analytics', () => {
  it('sends nothing until the visitor allows analytics', async () => {
    await trackEvent('search', { q: 'piano' }, 'searches');
    expect(sent).toHaveLength(0);
  });

  it('opens one visit, then sends events labelled with the customer type and encoded id', async () => {
    saveCookieConsent(true);
    publishCustomer(customerFixture({ id: 42, is_composer: true }));
    await trackEvent('search', { q: 'piano' }, 'searches');
    await trackEvent('play_track', { track_id: 7 }, 'tracks');
    expect(sent.map(({ url }) => url)).toEqual([
      'http://api.test/ahoy/visits',
      'http://api.test/ahoy/events',
      'http://api.test/ahoy/events',
    ]);
    const [event] = sent[1]!.body.events as { name: string; properties: Record<string, unknown> }[];
    expect(event).toMatchObject({
      name: 'search',
      properties: { q: 'piano', content_group: 'searches', user_type: 'composer', user_id: btoa('42') },
    });
    expect(sent[1]!.body.visit_token).toBe(sent[0]!.body.visit_token);
  });

  it('never throws when the server fails', async () => {
    saveCookieConsent(true);
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 500 })) as typeof fetch;
    await expect(trackEvent('share')).resolves.toBeUndefined();
  });
});
