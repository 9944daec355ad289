import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/** Starts server.mjs in its own Node process (oidc-provider is ESM-only) and waits until it listens. */
export function startTestProvider(options: {
  port: number;
  redirectUris: string[];
  dir: string;
}): Promise<TestProvider> {
  const clientId = 'rsm-test';
  const clientSecret = 'rsm-test-secret';
  const args = ['--port', String(options.port), '--client-id', clientId, '--client-secret', clientSecret];
  for (const uri of options.redirectUris) args.push('--redirect-uri', uri);
  const child = spawn(process.execPath, [join(options.dir, 'server.mjs'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`test identity provider exited with ${code}`)));
    (child.stdout as NodeJS.ReadableStream).on('data', (chunk: unknown) => {
      const issuer = /listening (\S+)/.exec(String(chunk))?.[1];
      if (!issuer) return;
      resolve({
        issuer,
        clientId,
        clientSecret,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
