import * as z from 'zod/mini';
import { trackSchema } from './catalogue';
import { customerSchema } from './customer';

/** Answers read by code on every page's first load; loaded on demand beside their requests (see http/request). */
export const customerAnswerSchema = z.object({ customer: customerSchema });
export const alternativesAnswerSchema = z.object({ tracks: z.array(trackSchema) });
/** Only the ids of a playlist's tracks are read (membership), so only they are required. */
export const trackIdsAnswerSchema = z.object({ tracks: z.array(z.object({ id: z.int() })) });
