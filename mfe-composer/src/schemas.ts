import type { Track } from '@rsm/shared';
import { z } from 'zod';

// The composer API's responses as this app reads them. They mirror api/src/routes/{briefings,composer-*,statements,
// contracts,digital-contracts}/schemas.ts and belong in shared/src/schemas/briefings.ts once shared is open for them.

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

export const briefingDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  deadline: z.string(),
  status: z.enum(['open', 'closed']),
  submissions_count: z.number(),
  reference_tracks: z.array(z.custom<Track>(isObject)),
});
export type BriefingDetail = z.infer<typeof briefingDetailSchema>;

export const uploadSchema = z.object({
  id: z.string(),
  filename: z.string(),
  format: z.enum(['wav', 'aiff', 'mp3', 'pdf']),
  size: z.number(),
  peaks: z.array(z.number()).nullable(),
});
export type Upload = z.infer<typeof uploadSchema>;

export const SUBMISSION_STATUSES = ['submitted', 'in_review', 'accepted', 'rejected', 'released'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const submissionSchema = z.object({
  id: z.number(),
  briefing_id: z.number(),
  briefing_title: z.string(),
  briefing_status: z.enum(['open', 'closed']),
  track_name: z.string(),
  version: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  main_submission_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  upload: uploadSchema.nullable(),
  writers: z.array(
    z.object({
      composer_id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      role: z.enum(['composer', 'lyricist']),
      share: z.number(),
    }),
  ),
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionDetailSchema = submissionSchema.extend({ alternatives: z.array(submissionSchema) });
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

export const statementSchema = z.object({
  id: z.number(),
  period_start: z.string(),
  period_end: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

export const contractSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(['issued', 'uploaded', 'digital']),
  created_at: z.string(),
  signed_name: z.string().nullable(),
  signed_at: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;
export const digitalContractSchema = contractSchema.extend({ body: z.string() });
export type DigitalContract = z.infer<typeof digitalContractSchema>;

export const composerLabelSchema = z.object({ id: z.number(), name: z.string(), tracks_count: z.number() });
export type ComposerLabel = z.infer<typeof composerLabelSchema>;
