import { pdfPageLines } from '../../../test/pdf-text';
import type { Language } from '../../plugins/language';
import type { ContractRow } from '../../repositories/contract-repository';
import { renderContractPdf, type SigningAudit, signedContractDocument } from './contract-pdf';

const contract = (body: string): ContractRow => ({
  id: 7,
  title: 'Publishing agreement: Samba collection',
  body,
  kind: 'digital',
  signed_name: null,
  signed_at: null,
  created_at: '2026-01-05T10:00:00.000Z',
  upload_path: null,
  original_name: null,
});

describe('the contract PDF', () => {
  it('prints each line of the contract on a line of its own, with no "?" where the breaks were', async () => {
    const pdf = await renderContractPdf(
      contract(
        '1. The composer grants the rights.\n\n2. The library pays 50 %.\r\n3. The works are original.',
      ),
      'Ana Souza',
      'en',
    );
    const lines = await pdfPageLines(pdf);
    expect(lines).toEqual([
      'Publishing agreement: Samba collection',
      'Between RSM Production Music and Ana Souza',
      '1. The composer grants the rights.',
      '',
      '2. The library pays 50 %.',
      '3. The works are original.',
    ]);
  });

  it('keeps typographic quotes, dashes and accents the font has, and marks only what it lacks', async () => {
    const lines = await pdfPageLines(
      await renderContractPdf(contract('João’s share – 50 € → ok'), 'Ana Souza', 'en'),
    );
    // WinAnsi codes: ’ 0x92, – 0x96, € 0x80; the arrow is not in the font.
    expect(lines[2]).toBe('Jo\xe3o\x92s share \x96 50 \x80 ? ok');
  });

  const signed: ContractRow = {
    ...contract('1. The composer grants the rights.'),
    signed_name: 'Ana Souza',
    signed_at: '2026-02-03T14:05:06.000Z',
  };

  it('writes the signature page of a signed contract in English or Brazilian Portuguese', async () => {
    expect(await pdfPageLines(await renderContractPdf(signed, 'Ana Souza', 'en'), 1)).toEqual([
      'Signature page',
      'Contract: Publishing agreement: Samba collection (number 7)',
      'Signed electronically by: Ana Souza',
      'Account: Ana Souza',
      'Signed at: 2026-02-03 14:05:06 UTC',
      'The signer typed their full name and confirmed they read and agree to this contract.',
    ]);
    const portuguese = await renderContractPdf(signed, 'Ana Souza', 'pt');
    // The contract's own title and body stay as stored.
    expect(await pdfPageLines(portuguese)).toEqual([
      'Publishing agreement: Samba collection',
      'Entre RSM Production Music e Ana Souza',
      '1. The composer grants the rights.',
    ]);
    expect(await pdfPageLines(portuguese, 1)).toEqual([
      'Página de assinatura',
      'Contrato: Publishing agreement: Samba collection (número 7)',
      'Assinado eletronicamente por: Ana Souza',
      'Conta: Ana Souza',
      'Assinado em: 2026-02-03 14:05:06 UTC',
      'O signatário digitou seu nome completo e confirmou que leu e concorda com este contrato.',
    ]);
  });

  const audit: SigningAudit = {
    signedName: 'Ana Souza',
    accountEmail: 'ana@example.test',
    signedAt: new Date('2026-02-03T14:05:06Z'),
    ipAddress: '203.0.113.9',
    userAgent: '',
    documentSha256: 'ab'.repeat(32),
    tokenId: 'token-1',
  };
  /** The audit trail's title, contract line and entries, without the closing paragraph. */
  const auditTrail = async (language: Language) => {
    const doc = await signedContractDocument(
      contract('1. The composer grants the rights.'),
      'Ana Souza',
      audit,
      language,
    );
    return (await pdfPageLines(await doc.save(), 1)).slice(0, 16);
  };

  it('writes the audit trail of a sealed contract in the language the signer used', async () => {
    expect(await auditTrail('en')).toEqual([
      'Audit trail',
      'Contract: Publishing agreement: Samba collection (number 7)',
      'Signed by (name typed)',
      'Ana Souza',
      'Account email',
      'ana@example.test',
      'Signed at',
      '2026-02-03 14:05:06 UTC',
      'IP address',
      '203.0.113.9',
      'User agent',
      'not sent',
      'Signing link',
      'one-time token token-1',
      'Document SHA-256 before signing',
      'ab'.repeat(32),
    ]);
    expect(await auditTrail('pt')).toEqual([
      'Trilha de auditoria',
      'Contrato: Publishing agreement: Samba collection (número 7)',
      'Assinado por (nome digitado)',
      'Ana Souza',
      'E-mail da conta',
      'ana@example.test',
      'Assinado em',
      '2026-02-03 14:05:06 UTC',
      'Endereço IP',
      '203.0.113.9',
      'Navegador (user agent)',
      'não enviado',
      'Link de assinatura',
      'token de uso único token-1',
      'SHA-256 do documento antes da assinatura',
      'ab'.repeat(32),
    ]);
  });
});
