import { ANALYTICS_EVENT_NAMES } from '@rsm/shared/schemas';
import { z } from 'zod';

const tags = ['analytics'];
const token = z.string().min(1).max(64);
/** ahoy.js bodies are small; anything bigger is not ahoy.js (413). */
export const ANALYTICS_BODY_LIMIT = 16 * 1024;

export const visitSchema = {
  tags,
  summary: 'Record an ahoy.js visit',
  body: z.looseObject({
    visit_token: token,
    visitor_token: token,
    landing_page: z.string().max(2000).optional(),
    referrer: z.string().max(2000).nullable().optional(),
  }),
  response: { 200: z.object({}) },
};

export const eventsSchema = {
  tags,
  summary: 'Record a batch of ahoy.js events; names are limited to the known list',
  body: z.object({
    visit_token: token,
    visitor_token: token,
    events: z
      .array(
        z.object({
          id: z.string().max(64).optional(),
          name: z.enum(ANALYTICS_EVENT_NAMES),
          properties: z.record(z.string(), z.unknown()).default({}),
          time: z.number().positive().max(1e11).optional(),
        }),
      )
      .max(50),
  }),
  response: { 200: z.object({}) },
};
