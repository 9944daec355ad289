import {
  formErrorsSchema,
  musicConsultationBodySchema,
  musicConsultationResponseSchema,
} from '@rsm/shared/schemas';
import { routeGroup } from '../route-schemas';

export const createConsultationSchema = routeGroup('contact').route(
  'Ask a music consultant for help; the request is emailed to the library staff',
  {
    body: musicConsultationBodySchema,
    response: { 201: musicConsultationResponseSchema, 422: formErrorsSchema },
  },
);
