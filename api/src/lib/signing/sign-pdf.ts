import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import { CadesSigner } from './cades-signer';
import { pdfLiteralText } from './pdf-text';
import type { SigningIdentity } from './signing-identity';

export interface SignatureInfo {
  reason: string;
  signerName: string;
  contactInfo: string;
  location: string;
  signingTime: Date;
}

/**
 * Seals a PDF with one PAdES signature (SubFilter ETSI.CAdES.detached): a placeholder is added with pdf-lib, the
 * file is saved without object streams (the placeholder must be found as plain bytes), and the CMS fills it.
 */
export async function signPdf(
  doc: PDFDocument,
  identity: SigningIdentity,
  info: SignatureInfo,
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    // Every string of the signature dictionary is escaped: the name is typed by the signer.
    reason: pdfLiteralText(info.reason),
    name: pdfLiteralText(info.signerName),
    contactInfo: pdfLiteralText(info.contactInfo),
    location: pdfLiteralText(info.location),
    signingTime: info.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'RSM production music library',
  });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new CadesSigner(identity));
}
