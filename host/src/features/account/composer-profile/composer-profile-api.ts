import type { ComposerProfile } from '@rsm/shared';
import { customerRecordQueryOptions, useSaveCustomerRecord } from '../api/customer-record';

export type { ComposerProfile };

const answerSchema = async () => (await import('@rsm/shared/schemas')).composerProfileResponseSchema;

/** GET /v1_rsm/customers/composer_profile (null while the customer has none). */
export const composerProfileQueryOptions = () => customerRecordQueryOptions('composer_profile', answerSchema);

/** PUT /v1_rsm/customers/composer_profile: creates or replaces it. */
export const useSaveComposerProfile = () => useSaveCustomerRecord('composer_profile', answerSchema);
