import { releaseHealthSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { CLIENT_APPS, CLIENT_REPORT_KINDS } from '../../repositories/client-report-repository';
import { authErrorResponses, deviseErrorSchema, errorSchema } from '../common-schemas';

const tags = ['client reports'];
/** A batch is what one page gathers in a few seconds; anything bigger is not from the site (413). */
export const CLIENT_REPORTS_BODY_LIMIT = 32 * 1024;

const report = z.object({
  app: z.enum(CLIENT_APPS),
  version: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/, 'letters, digits, dots and dashes'),
  kind: z.enum(CLIENT_REPORT_KINDS),
  // LCP and INP in milliseconds, CLS unitless, 1 for an error.
  value: z.number().min(0).max(600_000),
  // Accepted from older pages and not kept: free text from anyone.
  message: z.string().max(500).optional(),
  path: z.string().max(300).optional(),
});

export const recordSchema = {
  tags,
  summary:
    "Record the browser's script errors and web vitals of a release (sent only after analytics consent)",
  body: z.object({ reports: z.array(report).min(1).max(50) }),
  response: { 204: z.null(), 429: deviseErrorSchema },
};

export const healthSchema = {
  tags,
  summary: 'Errors and the 75th percentile of LCP, INP and CLS per app, version and hour (staff only)',
  querystring: z.object({
    hours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 14)
      .default(48),
  }),
  response: {
    200: releaseHealthSchema,
    ...authErrorResponses,
    403: errorSchema,
  },
};
