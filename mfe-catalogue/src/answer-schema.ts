import type { AnswerSchema } from '@rsm/shared';
import type { $ZodType } from 'zod/v4/core';
import type * as answers from './answer-schemas';

export type { LookupTable } from './answer-schemas';

type Answers = typeof answers;
type AnswerName = { [K in keyof Answers]: Answers[K] extends $ZodType ? K : never }[keyof Answers];

/** The catalogue's answer schemas (answer-schemas.ts) with zod: a chunk of their own, loaded on first use. */
export const loadAnswerSchemas = () => import('./answer-schemas');

/**
 * The schema of an answer, loaded beside the request that needs it (see `request` in @rsm/shared): a page renders
 * its heading, controls and loading state without waiting for zod, which arrives while the request is under way.
 */
export const answerSchema =
  <K extends AnswerName>(name: K) =>
  async () =>
    // Every schema named here is an AnswerSchema, which TypeScript cannot see through a name of a generic type.
    (await loadAnswerSchemas())[name] as Answers[K] & AnswerSchema;
