import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import type * as z from 'zod/mini';

/** The parts of the customer's account kept as one record each, under /v1_rsm/customers/<field>. */
type RecordField = 'billing_details' | 'composer_profile';

/** What GET and PUT answer: the record under its field's name, null while none is stored. */
type RecordAnswer<F extends RecordField, T> = { [K in F]: T | null };

/** The answer's schema, loaded beside the request. */
type AnswerSchema<F extends RecordField, T> = () => Promise<z.ZodMiniType<RecordAnswer<F, T>>>;

const recordPath = (field: RecordField) => `/v1_rsm/customers/${field}`;
const recordKey = (field: RecordField) => ['customer-record', field] as const;

/** GET /v1_rsm/customers/<field>: the record, or null. */
export const customerRecordQueryOptions = <F extends RecordField, T>(
  field: F,
  answerSchema: AnswerSchema<F, T>,
) =>
  queryOptions({
    queryKey: recordKey(field),
    queryFn: ({ signal }) =>
      request(recordPath(field), { schema: answerSchema, signal }).then((answer) => answer[field]),
  });

/** PUT /v1_rsm/customers/<field>: stores or replaces the record; the stored one takes the query's place. */
export function useSaveCustomerRecord<F extends RecordField, T>(field: F, answerSchema: AnswerSchema<F, T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: T) =>
      request(recordPath(field), { schema: answerSchema, method: 'PUT', body: { [field]: record } }),
    onSuccess: (answer) => queryClient.setQueryData(recordKey(field), answer[field]),
  });
}
