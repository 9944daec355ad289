import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { apiRoot } from '../../src/root-dir';
import { buildTestApp } from '../helper';

export const TYPES_FILE = 'test/contract/generated/openapi.d.ts';
const HEADER =
  '// Generated from /docs/json by `pnpm --filter @rsm/api openapi:types` (openapi-typescript): do not edit.\n';

/** The TypeScript types of the document, as openapi-typescript's command writes them for any client. */
export async function typesOf(document: unknown): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'openapi-types-'));
  try {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const command = join(apiRoot, 'node_modules/.bin/openapi-typescript');
    const { stdout } = await promisify(execFile)(command, [file], { maxBuffer: 64 * 1024 * 1024 });
    return HEADER + stdout;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The current document of the app, built on the test database (the seed does not change the document). */
export async function currentDocument(): Promise<unknown> {
  const ctx = await buildTestApp();
  try {
    return (await ctx.app.inject({ url: '/docs/json' })).json();
  } finally {
    await ctx.close();
  }
}
