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

const tags = ['account'];
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

/** What the owner sends: validated in the handler so bad fields are 422 { errors: { field: [messages] } }. */
export const composerProfileInput = z.object({
  first_name: required(100),
  last_name: required(100),
  ipi: z
    .string('must be text')
    .nullish()
    .transform((value) => (value ? normaliseIpi(value) : null))
    .refine((value) => value === null || isIpi(value), 'must have 9 to 11 digits'),
  society: optional(100),
});

export const billingDetailsInput = z.object({
  name: required(200),
  company: optional(200),
  vat_number: z
    .string('must be text')
    .nullish()
    .transform((value) => (value ? normaliseTaxNumber(value) : null))
    .refine((value) => value === null || isTaxNumber(value), 'must start with its two-letter country prefix'),
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

export const getComposerProfileSchema = {
  tags,
  summary: "The signed-in customer's composer profile (null while they have none)",
  response: { 200: composerProfileResponseSchema, ...authErrorResponses },
};

export const putComposerProfileSchema = {
  tags,
  summary:
    'Create or replace the composer profile: first_name, last_name, ipi (9 to 11 digits or null), society',
  body: z.object({ composer_profile: fields.optional() }),
  response: { 200: composerProfileResponseSchema, 422: formErrorsSchema, ...authErrorResponses },
};

export const getBillingDetailsSchema = {
  tags,
  summary: "The signed-in customer's billing details (null while none are stored)",
  response: { 200: billingDetailsResponseSchema, ...authErrorResponses },
};

export const putBillingDetailsSchema = {
  tags,
  summary:
    'Store or replace the billing details: name, company, vat_number, address_line1, address_line2, city, ' +
    'postcode, country (ISO 3166-1 alpha-2)',
  body: z.object({ billing_details: fields.optional() }),
  response: { 200: billingDetailsResponseSchema, 422: formErrorsSchema, ...authErrorResponses },
};

/** zod issues as Rails-style field errors: { ipi: ['must have 9 to 11 digits'] }. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'base');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
