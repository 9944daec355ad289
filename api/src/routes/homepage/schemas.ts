import {
  bannerListResponseSchema,
  formErrorsSchema,
  lastReleasesResponseSchema,
  stayTunedBodySchema,
  stayTunedResponseSchema,
  trustedByListResponseSchema,
} from '@rsm/shared/schemas';

export const listBannersSchema = {
  tags: ['homepage'],
  summary: 'The homepage carousel',
  response: { 200: bannerListResponseSchema },
};

export const listTrustedBiesSchema = {
  tags: ['homepage'],
  summary: 'Logos of clients who use the library',
  response: { 200: trustedByListResponseSchema },
};

export const lastReleasesSchema = {
  tags: ['homepage'],
  summary: 'The 12 newest albums (the Album shape of /v1_rsm/albums)',
  response: { 200: lastReleasesResponseSchema },
};

export const stayTunedSchema = {
  tags: ['homepage'],
  summary: 'Subscribe an address to the newsletter',
  body: stayTunedBodySchema,
  response: { 201: stayTunedResponseSchema, 422: formErrorsSchema },
};
