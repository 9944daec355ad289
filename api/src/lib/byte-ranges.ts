import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** bytes=0-99, bytes=100-, bytes=-500, several separated by commas (RFC 9110 §14.1.2). */
const RANGE_SET = /^bytes=(\s*(\d+-\d*|-\d+)\s*)(,\s*(\d+-\d*|-\d+)\s*)*$/;

export type RangeVerdict = 'none' | 'ignored' | 'satisfiable' | 'unsatisfiable';

/** What a Range header asks of a file of `size` bytes. One that does not parse is ignored, as RFC 9110 says. */
export function rangeVerdict(header: string | undefined, size: number): RangeVerdict {
  if (header === undefined) return 'none';
  if (!RANGE_SET.test(header.trim())) return 'ignored';
  const specs = header.trim().slice('bytes='.length).split(',');
  let satisfiable = false;
  for (const spec of specs) {
    const [first, last] = spec.trim().split('-') as [string, string];
    if (first === '') {
      if (Number(last) > 0 && size > 0) satisfiable = true;
      continue;
    }
    if (last !== '' && Number(last) < Number(first)) return 'ignored';
    if (Number(first) < size) satisfiable = true;
  }
  return satisfiable ? 'satisfiable' : 'unsatisfiable';
}

/**
 * Settles the Range header before @fastify/send sees it: a malformed one is dropped (the whole file is sent) and an
 * unsatisfiable one is answered here with 416 and `Content-Range: bytes *\/<size>`, which send's error path loses.
 * Returns true when the reply was sent.
 */
export async function settleRange(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
): Promise<boolean> {
  const header = request.headers.range;
  if (header === undefined) return false;
  const { size } = await stat(file);
  const verdict = rangeVerdict(header, size);
  if (verdict === 'ignored') delete request.raw.headers.range;
  if (verdict !== 'unsatisfiable') return false;
  await reply.code(416).header('content-range', `bytes */${size}`).send({ message: 'Range Not Satisfiable' });
  return true;
}
