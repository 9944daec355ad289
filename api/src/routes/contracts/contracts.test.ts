import { PDFDocument } from 'pdf-lib';
import { setUpTestApp, signedInAs, signIn } from '../../../test/helper';
import { multipartBody } from '../uploads/test-support';
import { errorBody } from '../../../test/error-body';
import { pdfPageLines } from '../../../test/pdf-text';

describe('statements and contracts', () => {
  const ctx = setUpTestApp();
  const composer = signedInAs(ctx, 'composer@demo.test');
  const get = (url: string, headers = composer) => ctx.app.inject({ method: 'GET', url, headers });
  const uploadContract = (content: Uint8Array, title = 'Signed agreement') => {
    const body = multipartBody([
      { name: 'title', value: title },
      { name: 'file', filename: 'agreement.pdf', content, type: 'application/pdf' },
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: '/v2/contracts/upload_contract',
      headers: { ...composer, ...body.headers },
      payload: body.payload,
    });
  };

  it('lists statements with period and amount and downloads each as a PDF', async () => {
    const { documents } = (await get('/v2/documents')).json();
    expect(documents).toHaveLength(3);
    expect(documents[0]).toMatchObject({
      period_start: '2025-01-01',
      period_end: '2025-03-31',
      amount: 223.7,
    });
    const pdf = await get(`/v2/documents/${documents[0].id}/download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Statement 2025-01-01 to 2025-03-31.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(new Uint8Array(pdf.rawPayload))).getPageCount()).toBe(1);
  });

  it('downloads the statement in Brazilian Portuguese to a Portuguese reader', async () => {
    const { documents } = (await get('/v2/documents')).json();
    const pdf = await get(`/v2/documents/${documents[0].id}/download`, {
      ...composer,
      'accept-language': 'PTRSM',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('Demonstrativo 2025-01-01 a 2025-03-31.pdf');
    const lines = await pdfPageLines(new Uint8Array(pdf.rawPayload));
    expect(lines).toEqual([
      'Demonstrativo de royalties',
      expect.stringMatching(/^Compositor: /),
      'Período: 2025-01-01 a 2025-03-31',
      `Número do demonstrativo: ${documents[0].id}`,
      'Samba do Estadio - 14 usos - GBP 182,50',
      'Quiet Harbour - 6 usos - GBP 41,20',
      'Total: GBP 223,70',
    ]);
  });

  it("answers 404 for another composer's statement", async () => {
    const { documents } = (await get('/v2/documents')).json();
    await ctx.db.pool.query(`UPDATE customers SET is_composer = true WHERE email = 'blocked@demo.test'`);
    const another = await signIn(ctx.app, 'blocked@demo.test');
    expect((await get('/v2/documents', another)).json()).toEqual({ documents: [] });
    expect((await get(`/v2/documents/${documents[0].id}/download`, another)).statusCode).toBe(404);
  });

  it('uploads a signed contract only when it is a PDF under the size limit', async () => {
    const notPdf = await uploadContract(new Uint8Array(Buffer.from('RIFF....WAVEfmt pretending')));
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toEqual(errorBody('This file is not a PDF.'));

    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(Buffer.from('%PDF-1.7\n'));
    const tooLarge = await uploadContract(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual(errorBody('The file is too large: contracts can be up to 10 MB.'));

    const real = await (await PDFDocument.create()).save().then((bytes) => bytes);
    const created = await uploadContract(real);
    expect(created.statusCode).toBe(201);
    expect(created.json().contract).toMatchObject({ title: 'Signed agreement', kind: 'uploaded' });
    const { contracts } = (await get('/v2/contracts')).json();
    expect(contracts.map((contract: { kind: string }) => contract.kind).sort()).toEqual([
      'issued',
      'uploaded',
    ]);
    const download = await get(`/v2/contracts/${created.json().contract.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(new Uint8Array(download.rawPayload)).toEqual(real);
  });
});
