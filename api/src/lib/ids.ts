import { z } from 'zod';

const MAX_INT4 = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A database id: ids beyond int4 cannot exist, so they are a 400 rather than a database error. */
export const idParam = z.coerce.number().int().min(1).max(MAX_INT4);

/** The params of a route that names a row by its database id. */
export const idParams = z.object({ id: idParam });

/** A database id in a JSON body (no coercion: "1" is not an id there). */
export const bodyId = z.number().int().min(1).max(MAX_INT4);

export type IdOrUuid = { id: number } | { uuid: string };

/** Albums are addressed by numeric id or by uuid. */
export const idOrUuidParam = z
  .string()
  .refine(
    (value) =>
      UUID.test(value) || (/^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_INT4),
    {
      message: 'must be a numeric id or a uuid',
    },
  )
  .transform((value): IdOrUuid => (UUID.test(value) ? { uuid: value.toLowerCase() } : { id: Number(value) }));

/** The params of a route that names an album by numeric id or uuid. */
export const albumParams = z.object({ id: idOrUuidParam });

export const uuidParam = z
  .string()
  .regex(UUID, 'must be a uuid')
  .transform((value) => value.toLowerCase());

/** The params of a route that names a playlist by its uuid. */
export const uuidParams = z.object({ uuid: uuidParam });
