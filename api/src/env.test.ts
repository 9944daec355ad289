import { spawnSync } from 'node:child_process';
import { apiRoot } from './root-dir';

/** env.ts parses process.env once, at import: each case is read in a process of its own. */
function readEnv(vars: Record<string, string>) {
  const script = `import('./src/env.ts').then(({ env, mailboxEnabled, trustProxy, corsOrigins }) =>
    console.log(JSON.stringify({ host: env.HOST, mailbox: mailboxEnabled(), trustProxy: trustProxy(),
      cors: typeof corsOrigins() === 'function' ? 'any-but-null' : corsOrigins() })))`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: apiRoot,
    env: vars,
    encoding: 'utf8',
  });
  return {
    status: result.status,
    stderr: result.stderr,
    read: result.status === 0 ? JSON.parse(result.stdout) : null,
  };
}

describe('environment', () => {
  it('listens on this machine only, with the mailbox, unless told otherwise', () => {
    expect(readEnv({}).read).toMatchObject({ host: 'localhost', mailbox: true, trustProxy: false });
  });

  it('keeps the mailbox closed when the API listens on every interface, unless asked for', () => {
    expect(readEnv({ HOST: '0.0.0.0' }).read.mailbox).toBe(false);
    expect(readEnv({ HOST: '0.0.0.0', MAILBOX_ENABLED: 'true' }).read.mailbox).toBe(true);
    expect(
      readEnv({ MAILBOX_ENABLED: 'true', NODE_ENV: 'production', CORS_ORIGINS: 'https://a.test' }).read
        .mailbox,
    ).toBe(false);
  });

  it('reads TRUST_PROXY as a switch, a hop count or proxy addresses', () => {
    expect(readEnv({ TRUST_PROXY: 'true' }).read.trustProxy).toBe(true);
    expect(readEnv({ TRUST_PROXY: '1' }).read.trustProxy).toBe(1);
    expect(readEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).read.trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(readEnv({ TRUST_PROXY: 'everyone' }).status).toBe(1);
  });

  it('refuses to start in production with CORS open to any origin', () => {
    const open = readEnv({ NODE_ENV: 'production' });
    expect(open.status).toBe(1);
    expect(open.stderr).toMatch(/CORS_ORIGINS: must list the site's origins in production/);
    const listed = readEnv({ NODE_ENV: 'production', CORS_ORIGINS: 'https://music.test' });
    expect(listed.read.cors).toEqual(['https://music.test']);
    expect(readEnv({}).read.cors).toBe('any-but-null');
  });
});
