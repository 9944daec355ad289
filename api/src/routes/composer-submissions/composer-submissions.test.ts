import { requestsAs, setUpTestApp, signedInAs, signIn } from '../../../test/helper';
import { multipartBody, sineWav } from '../uploads/test-support';
import { errorBody } from '../../../test/error-body';

describe('composer submissions', () => {
  const ctx = setUpTestApp();
  const composer = signedInAs(ctx, 'composer@demo.test');
  let openBriefId: number;
  let closedBriefId: number;
  let me: { id: number; ipi: string };

  const inject = requestsAs(ctx, composer);
  const uploadWav = async (headers = composer, content: Uint8Array = sineWav(1)) => {
    const body = multipartBody([{ name: 'file', filename: 'take.wav', content, type: 'audio/wav' }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/v1_rsm/uploads/audio',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    const { rows } = await ctx.db.pool.query<{ id: number; status: string }>(
      'SELECT id, status FROM briefings',
    );
    openBriefId = rows.find((row) => row.status === 'open')!.id;
    closedBriefId = rows.find((row) => row.status === 'closed')!.id;
    const mine = await ctx.db.pool.query<{ id: number; ipi: string }>(
      `SELECT c.id, c.ipi FROM composers c JOIN customers u ON u.id = c.customer_id WHERE u.email = 'composer@demo.test'`,
    );
    me = mine.rows[0]!;
  });

  it('keeps visitors and customers who are not composers out', async () => {
    const customer = await signIn(ctx.app, 'customer@demo.test');
    for (const url of [`/v1_rsm/briefings/${openBriefId}`, '/v1_rsm/customers/tracks', '/v2/documents']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const refused = await inject('GET', url, undefined, customer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(errorBody('Only composers can use the composer area'));
    }
    expect((await uploadWav(customer)).statusCode).toBe(403);
  });

  it('shows a brief with its reference tracks, and 404 for an unknown one', async () => {
    const response = await inject('GET', `/v1_rsm/briefings/${openBriefId}`);
    expect(response.statusCode).toBe(200);
    const { briefing } = response.json();
    expect(briefing.status).toBe('open');
    expect(briefing.reference_tracks.length).toBeGreaterThan(0);
    expect(briefing.reference_tracks[0].file.url).toMatch(/^http/);
    expect((await inject('GET', '/v1_rsm/briefings/999999')).statusCode).toBe(404);
  });

  it('stores a WAV upload under an internal id with waveform peaks, and refuses what is not audio', async () => {
    const response = await uploadWav();
    expect(response.statusCode).toBe(201);
    const { upload } = response.json();
    expect(upload).toMatchObject({ filename: 'take.wav', format: 'wav', size: sineWav(1).length });
    expect(upload.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upload.peaks).toHaveLength(200);
    const pdf = await uploadWav(composer, new Uint8Array(Buffer.from('%PDF-1.7 not audio at all')));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual(errorBody('This file is not a WAV, AIFF or MP3 audio file.'));
  });

  it("offers the composer's own catalogue names with their IPI, and only to them", async () => {
    const answer = await inject('GET', '/v2/customer/composers');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().composers).toEqual([expect.objectContaining({ id: me.id, ipi: me.ipi })]);
    const customer = await signIn(ctx.app, 'customer@demo.test');
    expect((await inject('GET', '/v2/customer/composers', undefined, customer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/v2/customer/composers' })).statusCode).toBe(401);
  });

  it('checks track names and IPI numbers', async () => {
    const check = async (name: string) =>
      (await inject('GET', `/v1/briefings/validate_track_name?name=${encodeURIComponent(name)}`)).json();
    expect(await check('Samba da Vitória')).toEqual({ valid: true });
    expect(await check('  ')).toEqual({
      valid: false,
      reason: 'required',
      message: 'Track name is required',
    });
    expect(await check('Demo <script>')).toMatchObject({ valid: false, reason: 'invalid' });
    expect(await check('Demo submission 1')).toEqual({
      valid: false,
      reason: 'taken',
      message: 'You already submitted a track with this name',
    });
    expect((await inject('GET', `/v2/composers/${me.id}/check_ipi?ipi=${me.ipi}`)).json()).toEqual({
      valid: true,
    });
    expect((await inject('GET', `/v2/lyricists/${me.id}/check_ipi?ipi=123456789`)).json()).toEqual({
      valid: false,
      message: 'This IPI number does not match',
    });
    expect((await inject('GET', '/v2/composers/999999/check_ipi?ipi=123456789')).statusCode).toBe(404);
  });

  it('submits a track whose shares total 100 %, lists it, edits it and adds alternates', async () => {
    const { upload } = (await uploadWav()).json();
    const other = (
      await ctx.db.pool.query<{ id: number }>('SELECT id FROM composers WHERE id <> $1 LIMIT 1', [me.id])
    ).rows[0]!.id;
    const body = {
      track_name: 'Goal Rush',
      upload_id: upload.id,
      composers: [
        { id: me.id, share: 33.33 },
        { id: other, share: 33.33 },
      ],
      lyricists: [{ id: other, share: 33.34 }],
    };
    const wrong = await inject('POST', `/v1_rsm/briefings/${openBriefId}/tracks`, {
      ...body,
      lyricists: [{ id: other, share: 30 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(errorBody('Ownership shares must total 100 %'));

    const created = await inject('POST', `/v1_rsm/briefings/${openBriefId}/tracks`, body);
    expect(created.statusCode).toBe(201);
    const { track } = created.json();
    expect(track).toMatchObject({ track_name: 'Goal Rush', status: 'submitted', briefing_id: openBriefId });
    expect(track.writers).toHaveLength(3);
    expect(track.upload.id).toBe(upload.id);

    const listed = (await inject('GET', '/v1_rsm/customers/tracks')).json();
    expect(listed.tracks[0]).toMatchObject({ id: track.id, track_name: 'Goal Rush' });

    const url = `/v1_rsm/briefings/${openBriefId}/tracks/${track.id}`;
    const edited = await inject('PUT', url, {
      ...body,
      track_name: 'Goal Rush (Extended)',
      upload_id: undefined,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().track.track_name).toBe('Goal Rush (Extended)');

    const { upload: edit } = (await uploadWav()).json();
    const alternates = await inject('POST', `${url}/create_alternatives`, {
      alternatives: [{ version: '30 seconds', upload_id: edit.id }],
    });
    expect(alternates.statusCode).toBe(200);
    const [alternate] = alternates.json().track.alternatives;
    expect(alternate.version).toBe('30 seconds');
    const renamed = await inject('PUT', `${url}/update_alternatives`, {
      alternatives: [{ id: alternate.id, version: '30 s cut' }],
    });
    expect(renamed.json().track.alternatives[0].version).toBe('30 s cut');
    // An id that is not one of its alternates changes nothing, not even the valid ones.
    const mixed = await inject('PUT', `${url}/update_alternatives`, {
      alternatives: [
        { id: alternate.id, version: 'changed' },
        { id: track.id, version: 'not an alternate' },
      ],
    });
    expect(mixed.statusCode).toBe(404);
    expect((await inject('GET', url)).json().track.alternatives[0].version).toBe('30 s cut');
  });

  it('keeps the tempo given with a submission: kept when left out, cleared with null, 422 out of range', async () => {
    const { upload } = (await uploadWav()).json();
    const body = { track_name: 'Tempo Check', upload_id: upload.id, composers: [{ id: me.id, share: 100 }] };
    const tooFast = await inject('POST', `/v1_rsm/briefings/${openBriefId}/tracks`, { ...body, bpm: 900 });
    expect(tooFast.statusCode).toBe(422);
    const created = await inject('POST', `/v1_rsm/briefings/${openBriefId}/tracks`, { ...body, bpm: 96 });
    expect(created.statusCode).toBe(201);
    const { track } = created.json();
    expect(track.bpm).toBe(96);
    const url = `/v1_rsm/briefings/${openBriefId}/tracks/${track.id}`;
    const kept = await inject('PUT', url, { ...body, upload_id: undefined, track_name: 'Tempo Check 2' });
    expect(kept.json().track).toMatchObject({ track_name: 'Tempo Check 2', bpm: 96 });
    const changed = await inject('PUT', url, { ...body, upload_id: undefined, bpm: 120 });
    expect(changed.json().track.bpm).toBe(120);
    const cleared = await inject('PUT', url, { ...body, upload_id: undefined, bpm: null });
    expect(cleared.json().track.bpm).toBeNull();
    const stored = await ctx.db.pool.query('SELECT bpm FROM briefing_submissions WHERE id = $1', [track.id]);
    expect(stored.rows[0].bpm).toBeNull();
  });

  it("refuses submissions to a closed brief and hides one composer's tracks from another", async () => {
    const { upload } = (await uploadWav()).json();
    const closed = await inject('POST', `/v1_rsm/briefings/${closedBriefId}/tracks`, {
      track_name: 'Too Late',
      upload_id: upload.id,
      composers: [{ id: me.id, share: 100 }],
    });
    expect(closed.statusCode).toBe(409);

    const created = (
      await inject('POST', `/v1_rsm/briefings/${openBriefId}/tracks`, {
        track_name: 'Mine Only',
        upload_id: upload.id,
        composers: [{ id: me.id, share: 100 }],
      })
    ).json().track;
    await ctx.db.pool.query(`UPDATE customers SET is_composer = true WHERE email = 'blocked@demo.test'`);
    const another = await signIn(ctx.app, 'blocked@demo.test');
    const url = `/v1_rsm/briefings/${openBriefId}/tracks/${created.id}`;
    expect((await inject('GET', url, undefined, another)).statusCode).toBe(404);
    expect(
      (await inject('PUT', url, { track_name: 'Stolen', composers: [{ id: me.id, share: 100 }] }, another))
        .statusCode,
    ).toBe(404);
    // Nor can another composer attach someone else's upload to their own submission.
    const borrowed = await inject(
      'POST',
      `/v1_rsm/briefings/${openBriefId}/tracks`,
      { track_name: 'Borrowed', upload_id: upload.id, composers: [{ id: me.id, share: 100 }] },
      another,
    );
    expect(borrowed.statusCode).toBe(404);
  });
});
