import { $cookieConsent, saveCookieConsent, useNavigate } from '@rsm/shared';
import { fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { act, render, waitFor } from '@testing-library/react';
import { PageViews } from './page-views';

// The network itself is the boundary under test here: what leaves the page, and when.
const network = fakeNetwork({ 'POST /ahoy/visits': () => ({}), 'POST /ahoy/events': () => ({}) });
type Sent = { url: string; body: { events?: { name: string; properties: Record<string, unknown> }[] } };
const sent = () => network.calls as readonly Sent[];
let go: (to: string) => void = () => undefined;

function Navigator() {
  const navigate = useNavigate();
  go = (to) => void navigate(to);
  return null;
}

const renderAt = (path: string) =>
  render(
    <TestProviders path={path}>
      <PageViews />
      <Navigator />
    </TestProviders>,
  );

beforeEach(() => {
  $cookieConsent.set({ analytics: false, savedAt: null });
});

const pageViews = () =>
  sent().flatMap(({ url, body }) => (url.endsWith('/ahoy/events') ? (body.events ?? []) : []));

describe('PageViews', () => {
  it('sends nothing, not even a visit, without consent', async () => {
    renderAt('/albums');
    act(() => go('/tracks/7'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent()).toHaveLength(0);
  });

  it('after consent, opens a visit and sends a page_view with the content group on each route change', async () => {
    saveCookieConsent(true);
    renderAt('/albums/abc');
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    act(() => go('/search?q[keywords][]=epic'));
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(sent()[0]!.url).toBe('http://api.test/ahoy/visits');
    expect(pageViews().map((event) => [event.name, event.properties.content_group])).toEqual([
      ['page_view', 'albums'],
      ['page_view', 'keywords'],
    ]);
    expect(sent().filter(({ url }) => url.endsWith('/ahoy/visits'))).toHaveLength(1);
  });
});
