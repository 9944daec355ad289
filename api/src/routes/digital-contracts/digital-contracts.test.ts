import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { verifyPdfSignature } from '../../lib/signing/verify-pdf-signature';
import { errorBody } from '../../../test/error-body';
import { setUpTestApp, signedInAs, signIn } from '../../../test/helper';
import { pdfPageLines } from '../../../test/pdf-text';

interface Contract {
  id: number;
  title: string;
  signed_at: string | null;
  signed_name: string | null;
}

describe('signing a digital contract through a one-time link', () => {
  const ctx = setUpTestApp();
  const composer = signedInAs(ctx, 'composer@demo.test');
  const get = (url: string, headers = composer) => ctx.app.inject({ method: 'GET', url, headers });
  const contractNamed = async (title: string): Promise<Contract> =>
    (await get('/v2/hello_sign_contracts'))
      .json()
      .contracts.find((contract: Contract) => contract.title.includes(title));
  const signLink = async (id: number, headers = composer) =>
    get(`/v2/hello_sign_contracts/${id}/embedded_sign_url?client_id=rsm-web`, headers);
  const tokenOf = (signUrl: string) => new URL(signUrl).searchParams.get('token')!;
  const sign = (id: number, payload: object, headers = composer) =>
    ctx.app.inject({
      method: 'POST',
      url: `/v2/hello_sign_contracts/${id}/sign`,
      headers: { ...headers, 'user-agent': 'Contract test browser/1.0' },
      payload,
    });

  it('answers an embedded sign URL to the in-app signing page, valid for 30 minutes', async () => {
    const samba = await contractNamed('Samba');
    const response = await signLink(samba.id);
    expect(response.statusCode).toBe(200);
    const { sign_url, expires_at } = response.json().embedded;
    const url = new URL(sign_url);
    expect(url.pathname).toBe(`/dashboard/contracts/digital-contracts/${samba.id}/sign`);
    expect(tokenOf(sign_url)).toMatch(/^[\w-]{43}$/);
    const minutes = (Date.parse(expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    // Only the token's hash is kept.
    const { rows } = await ctx.db.pool.query('SELECT token_hash FROM contract_signing_tokens');
    expect(rows.map((row) => row.token_hash)).not.toContain(tokenOf(sign_url));

    expect(
      (await ctx.app.inject({ method: 'GET', url: `/v2/hello_sign_contracts/${samba.id}/embedded_sign_url` }))
        .statusCode,
    ).toBe(401);
    expect((await signLink(999_999)).json()).toEqual(errorBody('Contract not found'));
  });

  it('signs once with a full name and the confirmation, and the link cannot be used again', async () => {
    const samba = await contractNamed('Samba');
    const token = tokenOf((await signLink(samba.id)).json().embedded.sign_url);

    const unconfirmed = await sign(samba.id, { token, full_name: 'Ana', confirmed: false });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors).toEqual({
      full_name: ['Type your full name to sign'],
      confirmed: ['Confirm that you have read and agree to the contract'],
      full_messages: ['Type your full name to sign', 'Confirm that you have read and agree to the contract'],
    });

    const signed = await sign(samba.id, { token, full_name: '  Ana   Composer ', confirmed: true });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().contract).toMatchObject({ id: samba.id, signed_name: 'Ana Composer' });

    const again = await sign(samba.id, { token, full_name: 'Ana Composer', confirmed: true });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'token_used',
      errors: ['This signing link has already been used.'],
    });
    const afterwards = await signLink(samba.id);
    expect(afterwards.statusCode).toBe(409);
    expect(afterwards.json()).toMatchObject({ code: 'already_signed' });

    const { rows } = await ctx.db.pool.query(
      `SELECT s.signed_name, s.account_email, s.ip_address, s.user_agent, s.document_sha256, t.used_at IS NOT NULL AS used
       FROM contract_signatures s JOIN contract_signing_tokens t ON t.id = s.token_id WHERE s.contract_id = $1`,
      [samba.id],
    );
    expect(rows).toEqual([
      {
        signed_name: 'Ana Composer',
        account_email: 'composer@demo.test',
        ip_address: '127.0.0.1',
        user_agent: 'Contract test browser/1.0',
        document_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        used: true,
      },
    ]);
  });

  it("refuses another composer's link, an expired link and a link of another contract", async () => {
    const piano = await contractNamed('Piano');
    const samba = await contractNamed('Samba');
    const token = tokenOf((await signLink(piano.id)).json().embedded.sign_url);
    const payload = { token, full_name: 'Ana Composer', confirmed: true };

    await ctx.db.pool.query(`UPDATE customers SET is_composer = true WHERE email = 'blocked@demo.test'`);
    const another = await signIn(ctx.app, 'blocked@demo.test');
    const stolen = await sign(piano.id, payload, another);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toMatchObject({ code: 'token_wrong_account' });

    const elsewhere = await sign(samba.id, payload);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'token_invalid' });
    expect((await sign(piano.id, { ...payload, token: 'made-up' })).json()).toMatchObject({
      code: 'token_invalid',
    });

    await ctx.db.pool.query(
      `UPDATE contract_signing_tokens SET expires_at = now() - interval '1 second' WHERE contract_id = $1`,
      [piano.id],
    );
    const expired = await sign(piano.id, payload);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'token_expired' });
    expect((await contractNamed('Piano')).signed_at).toBeNull();
  });

  it('serves the signed PDF with a PAdES signature that breaks when one signed byte changes', async () => {
    const piano = await contractNamed('Piano');
    const unsigned = await get(`/v2/hello_sign_contracts/${piano.id}/download`);
    const token = tokenOf((await signLink(piano.id)).json().embedded.sign_url);
    expect((await sign(piano.id, { token, full_name: 'Ana Composer', confirmed: true })).statusCode).toBe(
      200,
    );

    const download = await get(`/v2/hello_sign_contracts/${piano.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('(signed).pdf');
    const pdf = download.rawPayload;
    expect(pdf.includes('/ByteRange')).toBe(true);
    expect(pdf.includes('/SubFilter /ETSI.CAdES.detached')).toBe(true);

    const check = verifyPdfSignature(pdf);
    expect(check).toMatchObject({ digestMatches: true, signatureValid: true });
    expect(check.byteRange[0]).toBe(0);
    expect(check.byteRange[2]! + check.byteRange[3]!).toBe(pdf.length);

    // The audit trail is one more page than the contract, and the stored record names this very file.
    const pages = (bytes: Buffer) =>
      PDFDocument.load(new Uint8Array(bytes)).then((doc) => doc.getPageCount());
    expect(await pages(pdf)).toBe((await pages(unsigned.rawPayload)) + 1);
    const { rows } = await ctx.db.pool.query(
      `SELECT document_sha256, signed_content_sha256, signed_file_sha256 FROM contract_signatures WHERE contract_id = $1`,
      [piano.id],
    );
    const sha256 = (bytes: Buffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');
    expect(rows[0]).toEqual({
      document_sha256: sha256(unsigned.rawPayload),
      signed_content_sha256: check.signedContentSha256,
      signed_file_sha256: sha256(pdf),
    });

    const tampered = Buffer.from(new Uint8Array(pdf));
    const inside = Math.floor(check.byteRange[1]! / 2);
    tampered[inside] = tampered[inside]! ^ 0x01;
    expect(verifyPdfSignature(tampered).digestMatches).toBe(false);
  });

  const newContract = async (title: string): Promise<number> => {
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `INSERT INTO contracts (customer_id, title, body, kind)
       SELECT id, $1, 'The composer grants the library the right to publish the works listed.', 'digital'
       FROM customers WHERE email = 'composer@demo.test' RETURNING id`,
      [title],
    );
    return rows[0]!.id;
  };

  it('seals the contract in the language the signer reads it in, recording the hash of that download', async () => {
    const id = await newContract('Publishing agreement: em português');
    const portuguese = { ...composer, 'accept-language': 'PTRSM' };
    const unsigned = new Uint8Array(
      (await get(`/v2/hello_sign_contracts/${id}/download`, portuguese)).rawPayload,
    );
    expect((await pdfPageLines(unsigned))[1]).toMatch(/^Entre RSM Production Music e /);
    const token = tokenOf((await signLink(id, portuguese)).json().embedded.sign_url);
    expect(
      (await sign(id, { token, full_name: 'Ana Composer', confirmed: true }, portuguese)).statusCode,
    ).toBe(200);

    const sealed = new Uint8Array(
      (await get(`/v2/hello_sign_contracts/${id}/download`, portuguese)).rawPayload,
    );
    const auditPage = (await PDFDocument.load(sealed)).getPageCount() - 1;
    expect((await pdfPageLines(sealed, auditPage)).slice(0, 3)).toEqual([
      'Trilha de auditoria',
      `Contrato: Publishing agreement: em português (número ${id})`,
      'Assinado por (nome digitado)',
    ]);
    const { rows } = await ctx.db.pool.query(
      'SELECT document_sha256 FROM contract_signatures WHERE contract_id = $1',
      [id],
    );
    expect(rows[0].document_sha256).toBe(createHash('sha256').update(unsigned).digest('hex'));
  });

  it('keeps at most five signing links of a contract live: older ones answer that they expired', async () => {
    const id = await newContract('Publishing agreement: many tabs');
    const tokens: string[] = [];
    for (let i = 0; i < 8; i += 1) tokens.push(tokenOf((await signLink(id)).json().embedded.sign_url));
    const { rows } = await ctx.db.pool.query(
      `SELECT count(*)::int AS n FROM contract_signing_tokens WHERE contract_id = $1 AND expires_at > now()`,
      [id],
    );
    expect(rows[0].n).toBe(5);
    const oldest = await sign(id, { token: tokens[0], full_name: 'Ana Composer', confirmed: true });
    expect(oldest.statusCode).toBe(410);
    expect(oldest.json().code).toBe('token_expired');
    const newest = await sign(id, { token: tokens[7], full_name: 'Ana Composer', confirmed: true });
    expect(newest.statusCode).toBe(200);
  });

  it('signs once when several signatures race, refusing the others before sealing anything', async () => {
    const id = await newContract('Publishing agreement: double click');
    const tokens: string[] = [];
    for (let i = 0; i < 4; i += 1) tokens.push(tokenOf((await signLink(id)).json().embedded.sign_url));
    const answers = await Promise.all(
      tokens.map((token) => sign(id, { token, full_name: 'Ana Composer', confirmed: true })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    // A loser that arrives while the winner is sealing is told to wait; one that arrives after it, that it is signed.
    const refusals: Record<string, string> = {
      signing_in_progress:
        'This contract is being signed in another window. Wait a moment, then open it again.',
      already_signed: 'This contract is already signed',
    };
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      const { code, message } = answer.json();
      expect(message).toBe(refusals[code]);
    }
    const signatures = await ctx.db.pool.query('SELECT 1 FROM contract_signatures WHERE contract_id = $1', [
      id,
    ]);
    expect(signatures.rowCount).toBe(1);
    // The claim is let go: the contract reads as signed, and a later attempt is told so.
    const again = tokenOf(
      (await get(`/v2/hello_sign_contracts/${id}/embedded_sign_url?client_id=x`)).json().embedded?.sign_url ??
        'http://x/?token=none',
    );
    expect(again).toBe('none');
    const { rows } = await ctx.db.pool.query(
      'SELECT signing_claimed_at, signed_at IS NOT NULL AS signed FROM contracts WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ signing_claimed_at: null, signed: true });
  });
});
