import * as z from 'zod/mini';

/** The customer's composer profile: the names and IPI number their works are registered under. */
export const composerProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  /** Interested Party Information name number: 9 to 11 digits. */
  ipi: z.nullable(z.string()),
  /** The performing rights society the composer belongs to (PRS, SPA, ASCAP…). */
  society: z.nullable(z.string()),
});
export type ComposerProfile = z.infer<typeof composerProfileSchema>;

/** Who licences are invoiced to. */
export const billingDetailsSchema = z.object({
  name: z.string(),
  company: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  address_line1: z.string(),
  address_line2: z.nullable(z.string()),
  city: z.string(),
  postcode: z.string(),
  /** ISO 3166-1 alpha-2 code. */
  country: z.string(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** GET and PUT /v1_rsm/customers/composer_profile (null while the customer has none). */
export const composerProfileResponseSchema = z.object({
  composer_profile: z.nullable(composerProfileSchema),
});
/** GET and PUT /v1_rsm/customers/billing_details (null while none are stored). */
export const billingDetailsResponseSchema = z.object({ billing_details: z.nullable(billingDetailsSchema) });
