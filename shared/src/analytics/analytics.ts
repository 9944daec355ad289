import type { AnalyticsEventName } from '../schemas/history';
import { atom } from 'nanostores';
import { $customer } from '../bus/customer-store';
import { persistentAtom } from '../bus/persistent-atom';
import { request } from '../http/api-client';
import { $cookieConsent } from './cookie-consent';

/**
 * ahoy.js-compatible analytics: a visit per page load and events, sent only after the visitor allowed
 * analytics on the cookie preferences page. Sending never throws: analytics must not break what the user does.
 */

/** Where an event happened; the spec's content groups. */
export type ContentGroup =
  | 'projects'
  | 'categories'
  | 'albums'
  | 'labels'
  | 'playlists'
  | 'tracks'
  | 'keywords'
  | 'searches'
  | 'others';

const randomToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

const $visitorToken = persistentAtom<string | null>(
  'rsm:visitor-token',
  null,
  (v): v is string | null => v === null || typeof v === 'string',
);
const $visit = atom<{ token: string; sent: Promise<unknown> } | null>(null);

/** The kind of user analytics records: internal, composer or customer (visitor when signed out). */
export function userType(): 'internal' | 'composer' | 'customer' | 'visitor' {
  const customer = $customer.get();
  if (!customer) return 'visitor';
  if (customer.internal) return 'internal';
  return customer.is_composer ? 'composer' : 'customer';
}

function tokens(): { visit_token: string; visitor_token: string } {
  let visitor = $visitorToken.get();
  if (!visitor) {
    visitor = randomToken();
    $visitorToken.set(visitor);
  }
  let visit = $visit.get();
  if (!visit) {
    const token = randomToken();
    const sent = request('/ahoy/visits', {
      method: 'POST',
      body: {
        visit_token: token,
        visitor_token: visitor,
        landing_page: window.location.href,
        referrer: document.referrer || null,
      },
    }).catch(() => undefined);
    visit = { token, sent };
    $visit.set(visit);
  }
  return { visit_token: visit.token, visitor_token: visitor };
}

export function analyticsAllowed(): boolean {
  return $cookieConsent.get().analytics;
}

/** Records one event; a no-op without consent. The customer id travels base64-encoded, as ahoy does. */
export async function trackEvent(
  name: AnalyticsEventName,
  properties: Record<string, unknown> = {},
  contentGroup: ContentGroup = 'others',
): Promise<void> {
  if (!analyticsAllowed()) return;
  const ids = tokens();
  const customer = $customer.get();
  await $visit.get()?.sent;
  await request('/ahoy/events', {
    method: 'POST',
    body: {
      ...ids,
      events: [
        {
          id: randomToken(),
          name,
          time: Date.now() / 1000,
          properties: {
            ...properties,
            content_group: contentGroup,
            user_type: userType(),
            ...(customer ? { user_id: btoa(String(customer.id)) } : {}),
            page: window.location.pathname,
          },
        },
      ],
    },
  }).catch(() => undefined);
}
