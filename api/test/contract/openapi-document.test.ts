import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { OpenApiDocument } from '../../src/plugins/openapi/document-types';
import { apiRoot } from '../../src/root-dir';
import { setUpTestApp } from '../helper';

const run = promisify(execFile);

/** The document at /docs/json, as a client generator reads it. */
describe('the OpenAPI document at /docs/json', () => {
  const ctx = setUpTestApp();
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = (await ctx.app.inject({ url: '/docs/json' })).json();
  });
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );

  it("passes Redocly's recommended rules with no error", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'openapi-'));
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    try {
      const redocly = join(apiRoot, 'node_modules/.bin/redocly');
      const { stdout } = await run(redocly, ['lint', file, '--format=json', '--max-problems=10000'], {
        maxBuffer: 64 * 1024 * 1024,
      }).catch((failure: { stdout: string }) => failure);
      const problems = (
        JSON.parse(stdout) as { problems: { severity: string; ruleId: string; message: string }[] }
      ).problems;
      const errors = problems.filter((problem) => problem.severity === 'error');
      expect(errors.map((error) => `${error.ruleId}: ${error.message}`)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it('names every operation once and says which auth headers each takes', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual(
      expect.arrayContaining(['accessToken', 'client', 'uid', 'expiry']),
    );
    const byKey = Object.fromEntries(operations().map(({ key, operation }) => [key, operation]));
    expect(byKey['GET /v2/projects']?.security?.[0]).toEqual({
      accessToken: [],
      client: [],
      uid: [],
      expiry: [],
    });
    expect(byKey['GET /v1_rsm/albums']?.security?.[0]).toEqual({});
    expect(byKey['POST /v2/auth/sign_in']?.security).toEqual([]);
  });

  it('types files as what they are, and documents uploads and the statuses plugins send', () => {
    const byKey = Object.fromEntries(operations().map(({ key, operation }) => [key, operation]));
    const typesOf = (key: string, status = '200') =>
      Object.keys(byKey[key]?.responses?.[status]?.content ?? {});
    expect(typesOf('GET /v1/albums/{id}/download_zip')).toEqual(['application/zip']);
    expect(typesOf('GET /media/tracks/{trackId}/{format}')).toEqual([
      'audio/mpeg',
      'audio/wav',
      'audio/aiff',
    ]);
    expect(typesOf('GET /media/tracks/{trackId}/{format}', '206')).toContain('audio/mpeg');
    expect(typesOf('GET /v2/albums/{id}/cuesheet.csv')).toEqual(['text/csv']);
    expect(typesOf('GET /v2/contracts/{id}/download')).toEqual(['application/pdf']);
    expect(typesOf('GET /media/albums/{albumId}/cover.svg')).toEqual(['image/svg+xml']);
    expect(Object.keys(byKey['POST /v1_rsm/uploads/audio']?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    expect(Object.keys(byKey['POST /v2/auth/sign_in']?.requestBody?.content ?? {})).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(Object.keys(byKey['POST /v2/auth/sign_in']?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '413', '415', '422', '429']),
    );
    expect(byKey['GET /v2/auth/confirmation']?.responses?.['302']).toBeDefined();
    expect(byKey['POST /v2/auth']?.responses?.['422']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/DeviseErrors',
    });
  });

  it('gives each bracketed search filter a parameter a generator can send', () => {
    const names = (document.paths['/v1_rsm/tracks/search']?.get?.parameters ?? []).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['q[genres][]', 'q[text][]', 'page']));
    expect(names).not.toContain('q');
  });
});
