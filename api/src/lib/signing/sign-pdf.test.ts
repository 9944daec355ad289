import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFRef, PDFString } from 'pdf-lib';
import { signPdf } from './sign-pdf';
import { createDevelopmentIdentity } from './signing-identity';
import { verifyPdfSignature } from './verify-pdf-signature';

// A signer's attempt to close the /Name string and add a signing time of their own choosing.
const FORGING_NAME = 'Dee) /M (D:20200101000000Z) /Reason (backdated';
const SIGNED_AT = new Date('2026-11-27T15:00:00Z');

const identity = createDevelopmentIdentity();
async function sealed(name: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Contract', { x: 50, y: 700 });
  return signPdf(doc, identity, {
    reason: `Contract 7 signed by ${name}`,
    signerName: name,
    contactInfo: 'composer@demo.test',
    location: 'RSM production music library, composer area',
    signingTime: SIGNED_AT,
  });
}

/** The entries of the signature dictionary as a PDF reader parses them. */
async function signatureEntries(pdf: Buffer) {
  const doc = await PDFDocument.load(new Uint8Array(pdf));
  const field = doc.getForm().getFields()[0]!;
  const value = field.acroField.dict.get(PDFName.of('V'));
  const dict = doc.context.lookup(value as PDFRef, PDFDict);
  const text = (key: string) => (dict.lookup(PDFName.of(key)) as PDFString).decodeText();
  return {
    keys: dict.keys().map((key) => key.asString()),
    name: text('Name'),
    reason: text('Reason'),
    signedAt: (dict.lookup(PDFName.of('M')) as PDFString).decodeDate().toISOString(),
  };
}

const hasPdfsig = (() => {
  try {
    execFileSync('pdfsig', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('sealing a PDF', () => {
  it.each([
    ['parentheses', FORGING_NAME],
    ['backslashes', 'Ana \\) Composer \\\\'],
    ['line breaks', 'Ana\r\n/M (D:20200101000000Z)\nComposer'],
    ['accents', 'João Conceição (filho)'],
  ])('keeps a name with %s inside its string, and the signing time its own', async (_, name) => {
    const pdf = await sealed(name);
    const entries = await signatureEntries(pdf);
    expect(entries.name).toBe(name);
    expect(entries.reason).toBe(`Contract 7 signed by ${name}`);
    expect(entries.signedAt).toBe(SIGNED_AT.toISOString());
    // One of each entry: nothing was added after the name.
    expect(entries.keys.filter((key) => key === '/M')).toHaveLength(1);
    expect(verifyPdfSignature(pdf)).toMatchObject({ digestMatches: true, signatureValid: true });
  });

  (hasPdfsig ? it : it.skip)('shows pdfsig the true signing time and the whole name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rsm-pdfsig-'));
    try {
      const file = join(dir, 'signed.pdf');
      writeFileSync(file, new Uint8Array(await sealed(FORGING_NAME)));
      const report = execFileSync('pdfsig', [file], { encoding: 'utf8' });
      expect(report).toMatch(/Signature Validation: Signature is Valid/);
      expect(report).toMatch(/Signing Time: Nov 27 2026/);
      expect(report).not.toMatch(/2020/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
