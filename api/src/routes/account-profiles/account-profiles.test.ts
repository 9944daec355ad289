import { setUpTestApp, signedInAs, signIn } from '../../../test/helper';

const PROFILE = '/v1_rsm/customers/composer_profile';
const BILLING = '/v1_rsm/customers/billing_details';

const profile = { first_name: 'Caio', last_name: 'Composer', ipi: '00123456789', society: 'SPA' };
const billing = {
  name: 'Carla Customer',
  company: 'Carla Films Lda',
  vat_number: 'PT123456789',
  address_line1: 'Rua Augusta 10',
  address_line2: null,
  city: 'Lisboa',
  postcode: '1100-048',
  country: 'PT',
};

describe('composer profile and billing details', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const composer = signedInAs(ctx, 'composer@demo.test');

  const get = (url: string, headers = customer) => ctx.app.inject({ method: 'GET', url, headers });
  const put = (url: string, payload: object, headers = customer) =>
    ctx.app.inject({ method: 'PUT', url, payload, headers });

  it('needs a signed-in customer', async () => {
    for (const url of [PROFILE, BILLING]) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await put(url, {}, {})).statusCode).toBe(401);
    }
  });

  it('stores the composer profile: null first, then what was put, normalised', async () => {
    expect((await get(PROFILE, composer)).json()).toEqual({ composer_profile: null });
    const saved = await put(PROFILE, { composer_profile: { ...profile, ipi: '001 234 567.89' } }, composer);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ composer_profile: profile });
    expect((await get(PROFILE, composer)).json()).toEqual({ composer_profile: profile });

    const changed = { ...profile, ipi: null, society: '' };
    expect((await put(PROFILE, { composer_profile: changed }, composer)).json()).toEqual({
      composer_profile: { ...profile, ipi: null, society: null },
    });
    const { rows } = await ctx.db.pool.query(
      `SELECT count(*)::int AS n FROM composer_profiles p JOIN customers c ON c.id = p.customer_id
       WHERE c.email = 'composer@demo.test'`,
    );
    expect(rows[0].n).toBe(1);
  });

  it('answers bad composer profiles with 422 field errors and keeps the stored one', async () => {
    await put(PROFILE, { composer_profile: profile }, composer);
    for (const ipi of ['12345678', '123456789012', '12345678X', 123456789]) {
      const response = await put(PROFILE, { composer_profile: { ...profile, ipi } }, composer);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['ipi', 'full_messages']);
    }
    const missing = await put(
      PROFILE,
      { composer_profile: { last_name: 'Composer', first_name: '  ' } },
      composer,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      errors: { first_name: ["can't be blank"], full_messages: ["First name can't be blank"] },
    });
    const empty = await put(PROFILE, {}, composer);
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['first_name', 'full_messages', 'last_name']);
    expect((await get(PROFILE, composer)).json()).toEqual({ composer_profile: profile });
  });

  it('stores billing details: null first, then what was put', async () => {
    expect((await get(BILLING)).json()).toEqual({ billing_details: null });
    const saved = await put(BILLING, {
      billing_details: { ...billing, country: 'pt', vat_number: 'pt 123456789' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ billing_details: billing });
    expect((await get(BILLING)).json()).toEqual({ billing_details: billing });
    const moved = { ...billing, company: null, vat_number: null, city: 'Porto', country: 'BR' };
    expect((await put(BILLING, { billing_details: moved })).json()).toEqual({ billing_details: moved });
    expect((await get(BILLING)).json()).toEqual({ billing_details: moved });
    // A Brazilian company's CNPJ, written as people write it, is kept as its prefix and 14 digits.
    const cnpj = await put(BILLING, { billing_details: { ...moved, vat_number: 'BR 12.345.678/0001-95' } });
    expect(cnpj.json()).toEqual({ billing_details: { ...moved, vat_number: 'BR12345678000195' } });
  });

  it('answers bad billing details with 422 field errors', async () => {
    const { city: _city, ...withoutCity } = billing;
    const response = await put(BILLING, {
      billing_details: { ...withoutCity, country: 'Portugal', vat_number: '12' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'city',
      'country',
      'full_messages',
      'vat_number',
    ]);
    expect((await put(BILLING, { billing_details: 'x' })).statusCode).toBe(422);
  });

  it('shows each customer only their own rows', async () => {
    await put(BILLING, { billing_details: billing });
    await put(PROFILE, { composer_profile: profile }, composer);
    expect((await get(BILLING, composer)).json()).toEqual({ billing_details: null });
    expect((await get(PROFILE)).json()).toEqual({ composer_profile: null });
    const blocked = await signIn(ctx.app, 'blocked@demo.test');
    expect((await get(BILLING, blocked)).json()).toEqual({ billing_details: null });
    expect((await get(PROFILE, blocked)).json()).toEqual({ composer_profile: null });
  });
});
