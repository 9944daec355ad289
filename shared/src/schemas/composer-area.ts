import * as z from 'zod/mini';
import { briefingSchema } from './briefings';
import { trackSchema } from './catalogue';

// The composer area: the API answers with these shapes and the composer remote parses them.

export const briefingDetailSchema = z.extend(briefingSchema, { reference_tracks: z.array(trackSchema) });
export type BriefingDetail = z.infer<typeof briefingDetailSchema>;

export const uploadSchema = z.object({
  id: z.string(),
  filename: z.string(),
  format: z.enum(['wav', 'aiff', 'mp3', 'pdf']),
  size: z.int(),
  peaks: z.nullable(z.array(z.number())),
});
export type Upload = z.infer<typeof uploadSchema>;

export const SUBMISSION_STATUSES = ['submitted', 'in_review', 'accepted', 'rejected', 'released'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const submissionWriterSchema = z.object({
  composer_id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['composer', 'lyricist']),
  share: z.number(),
});
export type SubmissionWriter = z.infer<typeof submissionWriterSchema>;

export const submissionSchema = z.object({
  id: z.int(),
  briefing_id: z.int(),
  briefing_title: z.string(),
  briefing_status: z.enum(['open', 'closed']),
  track_name: z.string(),
  /** The tempo the composer gave (absent from answers of servers older than the field). */
  bpm: z.optional(z.nullable(z.int())),
  version: z.nullable(z.string()),
  status: z.enum(SUBMISSION_STATUSES),
  main_submission_id: z.nullable(z.int()),
  created_at: z.string(),
  updated_at: z.string(),
  upload: z.nullable(uploadSchema),
  writers: z.array(submissionWriterSchema),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionDetailSchema = z.extend(submissionSchema, { alternatives: z.array(submissionSchema) });
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

export const statementSchema = z.object({
  id: z.int(),
  period_start: z.string(),
  period_end: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

export const contractSchema = z.object({
  id: z.int(),
  title: z.string(),
  kind: z.enum(['issued', 'uploaded', 'digital']),
  created_at: z.string(),
  signed_name: z.nullable(z.string()),
  signed_at: z.nullable(z.string()),
});
export type Contract = z.infer<typeof contractSchema>;

export const digitalContractSchema = z.extend(contractSchema, { body: z.string() });
export type DigitalContract = z.infer<typeof digitalContractSchema>;

/** GET /v2/hello_sign_contracts/{id}/embedded_sign_url: the in-app signing page, bound to a one-time token. */
export const embeddedSignUrlSchema = z.object({
  embedded: z.object({ sign_url: z.string(), expires_at: z.string() }),
});
export type EmbeddedSignUrl = z.infer<typeof embeddedSignUrlSchema>['embedded'];

/** Why a signing link was refused, for the signing page to say so in the composer's language. */
export const SIGNING_REFUSALS = [
  'token_invalid',
  'token_wrong_account',
  'token_used',
  'token_expired',
  'already_signed',
  'signing_in_progress',
] as const;
export type SigningRefusal = (typeof SIGNING_REFUSALS)[number];

export const composerLabelSchema = z.object({
  id: z.int(),
  name: z.string(),
  tracks_count: z.int(),
});
export type ComposerLabel = z.infer<typeof composerLabelSchema>;
