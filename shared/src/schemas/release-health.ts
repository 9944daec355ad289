import { z } from 'zod';

/** GET /v1/client-reports/health: errors and web vitals per app, version and hour, for staff to judge a release. */
export const releaseHealthSchema = z.object({
  rows: z.array(
    z.object({
      app: z.string(),
      version: z.string(),
      hour: z.string(),
      errors: z.number(),
      lcp: z.number().nullable(),
      inp: z.number().nullable(),
      cls: z.number().nullable(),
      samples: z.number(),
    }),
  ),
});
export type ReleaseHealth = z.infer<typeof releaseHealthSchema>;
export type ReleaseHealthRow = ReleaseHealth['rows'][number];
