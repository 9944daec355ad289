import { musicConsultationResponseSchema } from '@rsm/shared/schemas';
import { setUpTestApp } from '../../../test/helper';
import { expectMalformedBodyRefused } from '../../../test/error-body';

describe('music consultations', () => {
  const ctx = setUpTestApp();

  const consult = (music_consultation: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/v1/music_consultations', payload: { music_consultation } });

  it('stores the request and emails the staff address', async () => {
    const response = await consult({
      name: 'Rita Producer',
      email: 'rita@agency.test',
      company: 'Agency',
      message: 'Warm acoustic music for a 30 second bakery spot.',
    });
    expect(response.statusCode).toBe(201);
    const { id } = musicConsultationResponseSchema.parse(response.json()).music_consultation;
    const { rows } = await ctx.db.pool.query<{ to_address: string; subject: string; body: string }>(
      'SELECT to_address, subject, body FROM email_outbox ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toMatchObject({
      to_address: 'music@rsm.test',
      subject: 'Music consultation request from Rita Producer',
    });
    expect(rows[0]!.body).toContain(`#${id}`);
    expect(rows[0]!.body).toContain('bakery spot');
  });

  it('answers missing and invalid fields with 422 field errors', async () => {
    const response = await consult({ name: ' ', email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: {
        name: ["can't be blank"],
        message: ["can't be blank"],
        email: ['is invalid'],
        full_messages: ["Name can't be blank", "Message can't be blank", 'Email is invalid'],
      },
    });
  });

  it('answers a malformed body with 422', () =>
    expectMalformedBodyRefused(ctx.app, {
      method: 'POST',
      url: '/v1/music_consultations',
      payload: { name: 'x' },
    }));
});
