import * as z from 'zod/mini';

/** GET /v1/client-reports/health: errors and web vitals per app, version and hour, for staff to judge a release. */
export const releaseHealthSchema = z.object({
  rows: z.array(
    z.object({
      app: z.string(),
      version: z.string(),
      hour: z.string(),
      errors: z.number(),
      lcp: z.nullable(z.number()),
      inp: z.nullable(z.number()),
      cls: z.nullable(z.number()),
      samples: z.number(),
    }),
  ),
});
export type ReleaseHealth = z.infer<typeof releaseHealthSchema>;
export type ReleaseHealthRow = ReleaseHealth['rows'][number];
