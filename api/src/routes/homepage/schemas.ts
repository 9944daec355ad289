import {
  bannerListResponseSchema,
  formErrorsSchema,
  lastReleasesResponseSchema,
  stayTunedBodySchema,
  stayTunedResponseSchema,
  trustedByListResponseSchema,
} from '@rsm/shared/schemas';
import { routeGroup } from '../route-schemas';

const homepage = routeGroup('homepage');

export const listBannersSchema = homepage.read('The homepage carousel', bannerListResponseSchema);

export const listTrustedBiesSchema = homepage.read(
  'Logos of clients who use the library',
  trustedByListResponseSchema,
);

export const lastReleasesSchema = homepage.read(
  'The 12 newest albums (the Album shape of /v1_rsm/albums)',
  lastReleasesResponseSchema,
);

export const stayTunedSchema = homepage.route('Subscribe an address to the newsletter', {
  body: stayTunedBodySchema,
  response: { 201: stayTunedResponseSchema, 422: formErrorsSchema },
});
