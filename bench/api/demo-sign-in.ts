import { DEMO_PASSWORD } from '@rsm/demo/accounts';

/** Signs a demo account in to the API at `base`: the auth headers its later requests carry. */
export async function demoAuthHeaders(base: string, email: string): Promise<Record<string, string>> {
  const signIn = await fetch(`${base}/v2/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return Object.fromEntries(
    ['access-token', 'client', 'uid', 'expiry'].map((name) => [name, signIn.headers.get(name) ?? '']),
  );
}
