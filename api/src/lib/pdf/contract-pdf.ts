import type { PDFDocument } from 'pdf-lib';
import type { ContractRow } from '../../repositories/contract-repository';
import { PdfWriter } from './pdf-writer';

/** What the audit trail page of a signed contract states. */
export interface SigningAudit {
  signedName: string;
  accountEmail: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  /** SHA-256 (hex) of the contract PDF as it could be downloaded before signing. */
  documentSha256: string;
  tokenId: string;
}

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

async function contractPages(contract: ContractRow, composerName: string): Promise<PdfWriter> {
  const pdf = await PdfWriter.create(contract.title);
  pdf.text(contract.title, { size: 18, bold: true, gap: 10 });
  pdf.text(`Between RSM Production Music and ${composerName}`, { gap: 12 });
  pdf.text(contract.body);
  return pdf;
}

/**
 * A contract as issued or awaiting signature. A digital contract signed before signatures were sealed (no stored
 * signed PDF) keeps its plain signature page.
 */
export async function renderContractPdf(contract: ContractRow, composerName: string): Promise<Uint8Array> {
  const pdf = await contractPages(contract, composerName);
  if (contract.signed_at && contract.signed_name) {
    pdf.newPage();
    pdf.text('Signature page', { size: 18, bold: true, gap: 10 });
    pdf.text(`Contract: ${contract.title} (number ${contract.id})`);
    pdf.rule();
    pdf.text(`Signed electronically by: ${contract.signed_name}`, { size: 13, bold: true });
    pdf.text(`Account: ${composerName}`);
    pdf.text(`Signed at: ${contract.signed_at.replace('T', ' ').slice(0, 19)} UTC`);
    pdf.text('The signer typed their full name and confirmed they read and agree to this contract.');
  }
  return pdf.save();
}

/** The contract with its audit trail as the last page, ready to be sealed by signPdf. */
export async function signedContractDocument(
  contract: ContractRow,
  composerName: string,
  audit: SigningAudit,
): Promise<PDFDocument> {
  const pdf = await contractPages(contract, composerName);
  pdf.newPage();
  pdf.text('Audit trail', { size: 18, bold: true, gap: 10 });
  pdf.text(`Contract: ${contract.title} (number ${contract.id})`);
  pdf.rule();
  const lines: [string, string][] = [
    ['Signed by (name typed)', audit.signedName],
    ['Account email', audit.accountEmail],
    ['Signed at', utc(audit.signedAt)],
    ['IP address', audit.ipAddress],
    ['User agent', audit.userAgent || 'not sent'],
    ['Signing link', `one-time token ${audit.tokenId}`],
    ['Document SHA-256 before signing', audit.documentSha256],
  ];
  for (const [label, value] of lines) {
    pdf.text(label, { size: 9, bold: true, gap: 0 });
    pdf.text(value, { gap: 6 });
  }
  pdf.rule();
  pdf.text(
    'The signer typed their full name and confirmed they read and agree to this contract. This file carries a ' +
      'PAdES digital signature (ETSI.CAdES.detached) by RSM Production Music over every byte but the signature ' +
      "itself: the signature's message digest is the SHA-256 of the signed content, and any change to the file " +
      'breaks it. The audit record is also kept by RSM with the SHA-256 of the signed content and of the signed file.',
    { size: 9 },
  );
  return pdf.doc;
}
