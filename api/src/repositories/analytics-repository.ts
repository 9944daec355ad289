import type { AnalyticsEventName } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';

export interface VisitInput {
  visitToken: string;
  visitorToken: string;
  customerId: number | null;
  landingPage?: string;
  referrer?: string;
  properties: Record<string, unknown>;
}

export interface EventInput {
  eventId?: string;
  visitToken?: string;
  visitorToken?: string;
  customerId: number | null;
  name: AnalyticsEventName;
  properties: Record<string, unknown>;
  /** Seconds since the epoch, as ahoy.js sends it. */
  time?: number;
}

/** ahoy visits and events; repeated visit tokens and event ids (client retries) are stored once. */
export function analyticsRepository(db: Pool) {
  return {
    async recordVisit(visit: VisitInput): Promise<void> {
      await db.query(
        `INSERT INTO ahoy_visits (visit_token, visitor_token, customer_id, landing_page, referrer, properties)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (visit_token) DO NOTHING`,
        [
          visit.visitToken,
          visit.visitorToken,
          visit.customerId,
          visit.landingPage ?? null,
          visit.referrer ?? null,
          JSON.stringify(visit.properties),
        ],
      );
    },

    /** Writes a batch in one statement. */
    async recordEvents(events: EventInput[]): Promise<void> {
      if (events.length === 0) return;
      await db.query(
        `INSERT INTO ahoy_events (event_id, visit_token, visitor_token, customer_id, name, properties, time)
         SELECT e.event_id, e.visit_token, e.visitor_token, e.customer_id, e.name, e.properties,
           COALESCE(to_timestamp(e.time), now())
         FROM jsonb_to_recordset($1::jsonb) AS e(event_id text, visit_token text, visitor_token text,
           customer_id integer, name text, properties jsonb, time double precision)
         ON CONFLICT (event_id) DO NOTHING`,
        [
          JSON.stringify(
            events.map((event) => ({
              event_id: event.eventId ?? null,
              visit_token: event.visitToken ?? null,
              visitor_token: event.visitorToken ?? null,
              customer_id: event.customerId,
              name: event.name,
              properties: event.properties,
              time: event.time ?? null,
            })),
          ),
        ],
      );
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
