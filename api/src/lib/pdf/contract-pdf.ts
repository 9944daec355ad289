import type { PDFDocument } from 'pdf-lib';
import type { Language } from '../../plugins/language';
import type { ContractRow } from '../../repositories/contract-repository';
import { CONTRACT_LABELS } from './contract-labels';
import { PdfWriter } from './pdf-writer';

/** What the audit trail page of a signed contract states. */
export interface SigningAudit {
  signedName: string;
  accountEmail: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  /** SHA-256 (hex) of the contract PDF as it could be downloaded before signing, in the signer's language. */
  documentSha256: string;
  tokenId: string;
}

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/**
 * The contract's title and body as stored; only the line naming the parties follows the composer's language.
 * `closingPage` starts a page after the contract's own (its signature, its audit trail): a heading, the contract it
 * closes, a rule.
 */
async function contractPages(contract: ContractRow, composerName: string, language: Language) {
  const labels = CONTRACT_LABELS[language];
  const pdf = await PdfWriter.create(contract.title);
  pdf.text(contract.title, { size: 18, bold: true, gap: 10 });
  pdf.text(labels.between(composerName), { gap: 12 });
  pdf.text(contract.body);
  const closingPage = (heading: string) => {
    pdf.newPage();
    pdf.text(heading, { size: 18, bold: true, gap: 10 });
    pdf.text(labels.contract(contract.title, contract.id));
    pdf.rule();
  };
  return { pdf, labels, closingPage };
}

/**
 * A contract as issued or awaiting signature, in the composer's language. A digital contract signed before
 * signatures were sealed (no stored signed PDF) keeps its plain signature page.
 */
export async function renderContractPdf(
  contract: ContractRow,
  composerName: string,
  language: Language,
): Promise<Uint8Array> {
  const { pdf, labels, closingPage } = await contractPages(contract, composerName, language);
  if (contract.signed_at && contract.signed_name) {
    closingPage(labels.signaturePage);
    pdf.text(`${labels.signedBy}: ${contract.signed_name}`, { size: 13, bold: true });
    pdf.text(`${labels.account}: ${composerName}`);
    pdf.text(`${labels.signedAt}: ${contract.signed_at.replace('T', ' ').slice(0, 19)} UTC`);
    pdf.text(labels.agreed);
  }
  return pdf.save();
}

/** The contract with its audit trail as the last page, in the signer's language, ready to be sealed by signPdf. */
export async function signedContractDocument(
  contract: ContractRow,
  composerName: string,
  audit: SigningAudit,
  language: Language,
): Promise<PDFDocument> {
  const { pdf, labels, closingPage } = await contractPages(contract, composerName, language);
  closingPage(labels.auditTrail);
  const lines: [string, string][] = [
    [labels.audit.signedName, audit.signedName],
    [labels.audit.accountEmail, audit.accountEmail],
    [labels.audit.signedAt, utc(audit.signedAt)],
    [labels.audit.ipAddress, audit.ipAddress],
    [labels.audit.userAgent, audit.userAgent || labels.notSent],
    [labels.audit.signingLink, labels.oneTimeToken(audit.tokenId)],
    [labels.audit.documentSha256, audit.documentSha256],
  ];
  for (const [label, value] of lines) {
    pdf.text(label, { size: 9, bold: true, gap: 0 });
    pdf.text(value, { gap: 6 });
  }
  pdf.rule();
  pdf.text(`${labels.agreed} ${labels.seal}`, { size: 9 });
  return pdf.doc;
}
