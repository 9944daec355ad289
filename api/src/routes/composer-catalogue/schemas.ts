import { composerLabelSchema, composerSchema, trackListResponseSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { idParams, uuidParam } from '../../lib/ids';
import { pagingQuery } from '../../lib/paging';
import type { TrackKind } from '../../repositories/briefing-catalogue-repository';
import { composerErrorResponses, messageSchema } from '../common-schemas';

export const checkIpiSchema = (role: 'composer' | 'lyricist') => ({
  tags: ['composer'],
  summary: `Whether an IPI number belongs to this ${role}`,
  params: idParams,
  querystring: z.object({ ipi: z.string().max(40) }),
  response: {
    200: z.object({ valid: z.boolean(), message: z.string().optional() }),
    404: messageSchema,
    ...composerErrorResponses,
  },
});

const KIND_SUMMARIES = {
  released:
    'Released catalogue tracks of the signed-in composer; uuid narrows to one of their composer names',
  upcoming: 'Catalogue tracks of the signed-in composer on albums dated in the future; uuid as for released',
} as const;

export const kindTracksSchema = (kind: TrackKind) => ({
  tags: ['composer'],
  summary: KIND_SUMMARIES[kind],
  querystring: pagingQuery(25).extend({ uuid: uuidParam.optional() }),
  response: { 200: trackListResponseSchema, 404: messageSchema, ...composerErrorResponses },
});

export const customerLabelsSchema = {
  tags: ['composer'],
  summary: "Labels the signed-in composer's released tracks come out on",
  response: {
    200: z.object({
      labels: z.array(composerLabelSchema),
    }),
    ...composerErrorResponses,
  },
};

export const customerComposersSchema = {
  tags: ['composer'],
  summary:
    'The catalogue names the signed-in composer writes under, with their IPI numbers: offered first as writers of a submission',
  response: { 200: z.object({ composers: z.array(composerSchema) }), ...composerErrorResponses },
};
