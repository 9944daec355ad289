import { customerSchema } from '@rsm/shared/schemas';
import { setUpTestApp, signIn } from '../../../test/helper';
import { errorBody } from '../../../test/error-body';

describe('GET /v1/customer', () => {
  const ctx = setUpTestApp();

  it('is 401 for a visitor', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/customer' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorBody('You need to sign in or sign up before continuing.'));
  });

  it('is 401 for a forged token', async () => {
    const headers = { ...(await signIn(ctx.app, 'customer@demo.test')), 'access-token': 'forged' };
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/customer', headers })).statusCode).toBe(401);
  });

  it('returns the signed-in customer with their flags', async () => {
    const headers = await signIn(ctx.app, 'blocked@demo.test');
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/customer', headers });
    expect(response.statusCode).toBe(200);
    const customer = customerSchema.parse(response.json().customer);
    expect(customer).toMatchObject({ email: 'blocked@demo.test', block_download: true, fake_account: false });
    expect(customer.avatar).toEqual({ url: null, thumb: { url: null } });
  });
});
