import { z } from 'zod';
import { albumParams, idParam, idParams, uuidParams } from '../../lib/ids';
import type { AudioFormat } from '../../lib/media-urls';
import { queryBoolean } from '../../lib/sort';
import { messageSchema } from '../common-schemas';

const tags = ['downloads'];

/** The track DTO's file fields name the formats: file is the mp3. */
export const FILE_FORMATS = { file: 'mp3', file_wav: 'wav', file_aiff: 'aiff' } as const satisfies Record<
  string,
  AudioFormat
>;
const fileFormat = z.enum(['file', 'file_wav', 'file_aiff']).transform((value) => FILE_FORMATS[value]);
const kind = z.enum(['mp3', 'wav']);

const fileResponses = {
  200: z.any().describe('The file or a zip (Content-Disposition: attachment)'),
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
};

export const trackDownloadSchema = {
  tags,
  summary:
    'Download a track file; with_alternatives=true sends a zip of the track and its alternates. A share token ' +
    'stands in for a login when the shared playlist holds the track.',
  params: idParams,
  querystring: z.object({
    file_format: fileFormat,
    with_alternatives: queryBoolean,
    token: z.string().min(1).max(200).optional(),
  }),
  response: fileResponses,
};

export const alternativesDownloadSchema = {
  tags,
  summary: "A zip of a track's alternates (edits, underscores, stems) in one format",
  params: idParams,
  querystring: z.object({ file_format: fileFormat }),
  response: fileResponses,
};

export const albumDownloadSchema = {
  tags,
  summary: "A zip of all the album's tracks with their alternates",
  params: albumParams,
  querystring: z.object({ kind }),
  response: fileResponses,
};

export const projectDownloadSchema = {
  tags,
  summary:
    "A zip of a playlist's tracks: its owner, anyone with a share token of that playlist, or the signed-in " +
    'recipient of the share share_id',
  params: uuidParams,
  querystring: z.object({
    kind,
    with_alternatives: queryBoolean,
    token: z.string().min(1).max(200).optional(),
    share_id: idParam.optional(),
  }),
  response: fileResponses,
};

export const curatedDownloadSchema = {
  tags,
  summary: "A zip of a curated playlist's tracks (mp3 unless kind=wav), with their alternates when asked",
  params: idParams,
  querystring: z.object({ kind: kind.default('mp3'), with_alternatives: queryBoolean }),
  response: fileResponses,
};
