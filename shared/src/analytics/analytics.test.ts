import { publishCustomer } from '../bus/customer-store';
import { fakeNetwork, reply } from '../testing/fake-network';
import { customerFixture } from '../testing/fixtures';
import { trackEvent } from './analytics';
import { $cookieConsent, saveCookieConsent } from './cookie-consent';

const network = fakeNetwork({ 'POST /ahoy/visits': () => ({}), 'POST /ahoy/events': () => ({}) });

beforeEach(() => $cookieConsent.set({ analytics: false, savedAt: null }));

describe('analytics', () => {
  it('sends nothing until the visitor allows analytics', async () => {
    await trackEvent('search', { q: 'piano' }, 'searches');
    expect(network.calls).toHaveLength(0);
  });

  it('opens one visit, then sends events labelled with the customer type and encoded id', async () => {
    saveCookieConsent(true);
    publishCustomer(customerFixture({ id: 42, is_composer: true }));
    await trackEvent('search', { q: 'piano' }, 'searches');
    await trackEvent('play_track', { track_id: 7 }, 'tracks');
    expect(network.calls.map(({ url }) => url)).toEqual([
      'http://api.test/ahoy/visits',
      'http://api.test/ahoy/events',
      'http://api.test/ahoy/events',
    ]);
    const [visit, search] = network.calls.map(({ body }) => body as Record<string, unknown>);
    const [event] = search!.events as { name: string; properties: Record<string, unknown> }[];
    expect(event).toMatchObject({
      name: 'search',
      properties: { q: 'piano', content_group: 'searches', user_type: 'composer', user_id: btoa('42') },
    });
    expect(search!.visit_token).toBe(visit!.visit_token);
  });

  it('never throws when the server fails', async () => {
    saveCookieConsent(true);
    network.serve({ 'POST /ahoy/visits': () => reply(500, {}), 'POST /ahoy/events': () => reply(500, {}) });
    await expect(trackEvent('share')).resolves.toBeUndefined();
  });
});
