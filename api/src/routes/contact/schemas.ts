import {
  formErrorsSchema,
  musicConsultationBodySchema,
  musicConsultationResponseSchema,
} from '@rsm/shared/schemas';

export const createConsultationSchema = {
  tags: ['contact'],
  summary: 'Ask a music consultant for help; the request is emailed to the library staff',
  body: musicConsultationBodySchema,
  response: { 201: musicConsultationResponseSchema, 422: formErrorsSchema },
};
