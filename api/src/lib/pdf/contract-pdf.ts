import type { ContractRow } from '../../repositories/contract-repository';
import { PdfWriter } from './pdf-writer';

/** A contract the library issued or sent for signature; once signed, a signature page is appended. */
export async function renderContractPdf(contract: ContractRow, composerName: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(contract.title);
  pdf.text(contract.title, { size: 18, bold: true, gap: 10 });
  pdf.text(`Between RSM Production Music and ${composerName}`, { gap: 12 });
  pdf.text(contract.body);
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
