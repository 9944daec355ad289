import type { MusicConsultationBody } from '@rsm/shared/schemas';
import { add, type FieldErrors, isEmail } from '../../lib/account-validation';
import type { NewConsultation } from '../../repositories/contact-repository';
import type { OutgoingEmail } from '../../repositories/email-outbox-repository';

type Input = MusicConsultationBody['music_consultation'];

const LIMITS = { name: 200, company: 200, phone: 50, message: 5000 } as const;

/** The trimmed consultation, or the field errors the form shows (all of them at once). */
export function parseConsultation(input: Input): { consultation: NewConsultation } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const value = (field: keyof Input): string => (input[field] ?? '').trim();
  for (const field of ['name', 'message'] as const) if (!value(field)) add(errors, field, "can't be blank");
  if (!isEmail(value('email'))) add(errors, 'email', 'is invalid');
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][])
    if (value(field).length > max) add(errors, field, `is too long (maximum is ${max} characters)`);
  if (Object.keys(errors).length) return { errors };
  const optional = (field: 'company' | 'phone') => value(field) || null;
  return {
    consultation: {
      name: value('name'),
      email: value('email'),
      company: optional('company'),
      phone: optional('phone'),
      message: value('message'),
    },
  };
}

export function consultationEmail(to: string, id: number, c: NewConsultation): OutgoingEmail {
  const lines = [
    `Music consultation #${id}`,
    `From: ${c.name} <${c.email}>`,
    `Company: ${c.company ?? '-'}`,
    `Phone: ${c.phone ?? '-'}`,
    '',
    c.message,
  ];
  return { to, subject: `Music consultation request from ${c.name}`, text: lines.join('\n') };
}
