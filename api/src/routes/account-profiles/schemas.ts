import {
  billingDetailsResponseSchema,
  composerProfileResponseSchema,
  formErrorsSchema,
  isIpi,
  isTaxNumber,
  normaliseIpi,
  normaliseTaxNumber,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { authErrorResponses } from '../common-schemas';
import { routeGroup } from '../route-schemas';

const account = routeGroup('account', authErrorResponses);
const BLANK = "can't be blank";

/** A required text field: trimmed, non-empty, at most `max` characters. */
const required = (max: number) =>
  z.string(BLANK).trim().min(1, BLANK).max(max, `is too long (maximum is ${max} characters)`);

/** An optional text field: a blank string is stored as null. */
const optional = (max: number) =>
  z
    .string('must be text')
    .trim()
    .max(max, `is too long (maximum is ${max} characters)`)
    .nullish()
    .transform((value) => value || null);

/** An optional number written many ways (IPI, VAT number): stored normalised, null when left out. */
const accountNumber = (
  normalise: (value: string) => string,
  isValid: (value: string) => boolean,
  rule: string,
) =>
  z
    .string('must be text')
    .nullish()
    .transform((value) => (value ? normalise(value) : null))
    .refine((value) => value === null || isValid(value), rule);

/** What the owner sends as a composer profile. */
const composerProfileInput = z.object({
  first_name: required(100),
  last_name: required(100),
  ipi: accountNumber(normaliseIpi, isIpi, 'must have 9 to 11 digits'),
  society: optional(100),
});

const billingDetailsInput = z.object({
  name: required(200),
  company: optional(200),
  vat_number: accountNumber(normaliseTaxNumber, isTaxNumber, 'must start with its two-letter country prefix'),
  address_line1: required(200),
  address_line2: optional(200),
  city: required(100),
  postcode: required(20),
  country: z
    .string(BLANK)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter ISO 3166 country code'),
});

/** Any JSON object: its fields are checked by the *Input schemas so every mistake is a field error. */
const fields = z.record(z.string(), z.unknown());

/**
 * A record the customer has at most one of, read with GET as `{ [key]: record or null }` and replaced with PUT
 * `{ [key]: fields }`; the fields are checked by `input` in the handler, so that every bad field is a 422
 * { errors: { field: [messages] } } rather than the first one only.
 */
const ownRecord = <Row>(
  key: string,
  answer: z.core.$ZodType,
  input: z.ZodType<Row>,
  summaries: { get: string; put: string },
) => ({
  key,
  input,
  get: account.read(summaries.get, answer),
  put: account.route(summaries.put, {
    body: z.object({ [key]: fields.optional() }),
    response: { 200: answer, 422: formErrorsSchema },
  }),
});
export type OwnRecord<Row> = ReturnType<typeof ownRecord<Row>>;

export const composerProfile = ownRecord(
  'composer_profile',
  composerProfileResponseSchema,
  composerProfileInput,
  {
    get: "The signed-in customer's composer profile (null while they have none)",
    put: 'Create or replace the composer profile: first_name, last_name, ipi (9 to 11 digits or null), society',
  },
);

export const billingDetails = ownRecord(
  'billing_details',
  billingDetailsResponseSchema,
  billingDetailsInput,
  {
    get: "The signed-in customer's billing details (null while none are stored)",
    put:
      'Store or replace the billing details: name, company, vat_number, address_line1, address_line2, city, ' +
      'postcode, country (ISO 3166-1 alpha-2)',
  },
);

/** zod issues as Rails-style field errors: { ipi: ['must have 9 to 11 digits'] }. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'base');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
