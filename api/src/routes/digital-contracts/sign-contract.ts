import { createHash } from 'node:crypto';
import type { Customer } from '@rsm/shared/schemas';
import { renderContractPdf, signedContractDocument } from '../../lib/pdf/contract-pdf';
import { signPdf } from '../../lib/signing/sign-pdf';
import type { SigningIdentity } from '../../lib/signing/signing-identity';
import { verifyPdfSignature } from '../../lib/signing/verify-pdf-signature';
import { hashToken } from '../../lib/tokens';
import type { Language } from '../../plugins/language';
import type { ContractRow } from '../../repositories/contract-repository';
import { contractSigningRepository } from '../../repositories/contract-signing-repository';
import { composerName } from '../composer-access/require-composer';
import type { SigningRefusal } from '@rsm/shared/schemas';

/** How long a signing link stays valid. */
export const SIGNING_LINK_MINUTES = 30;

export const REFUSALS: Record<SigningRefusal, { status: 403 | 404 | 409 | 410; message: string }> = {
  token_invalid: { status: 404, message: 'This signing link is not valid.' },
  token_wrong_account: { status: 403, message: 'This signing link was issued to another account.' },
  token_used: { status: 410, message: 'This signing link has already been used.' },
  token_expired: { status: 410, message: 'This signing link has expired: open the contract again to sign.' },
  already_signed: { status: 409, message: 'This contract is already signed' },
  signing_in_progress: {
    status: 409,
    message: 'This contract is being signed in another window. Wait a moment, then open it again.',
  },
};

export interface SigningRequest {
  contract: ContractRow;
  customer: Customer;
  fullName: string;
  ipAddress: string;
  userAgent: string;
  /** The language the signer reads the contract in: the PDF whose hash is recorded, and the audit trail's. */
  language: Language;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Repository = ReturnType<typeof contractSigningRepository>;

/** Checks a signing link against the contract and the composer who opened it. */
export async function checkToken(signing: Repository, token: string, contractId: number, customerId: number) {
  const found = await signing.findToken(hashToken(token));
  const refuse = (refusal: SigningRefusal) => ({ ok: false as const, refusal });
  if (!found || found.contract_id !== contractId) return refuse('token_invalid');
  if (found.customer_id !== customerId) return refuse('token_wrong_account');
  if (found.used) return refuse('token_used');
  if (found.expired) return refuse('token_expired');
  return { ok: true as const, tokenId: found.id };
}

/**
 * Seals the contract with the audit trail page and a PAdES signature, then records it. The token is spent in the
 * same transaction that stores the signature.
 */
export async function signContract(
  signing: Repository,
  identity: SigningIdentity,
  tokenId: string,
  request: SigningRequest,
): Promise<SigningRefusal | null> {
  const { contract, customer } = request;
  const name = composerName(customer);
  // Whole seconds: the audit page, the /M entry and the database say the same instant.
  const signedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const audit = {
    signedName: request.fullName,
    accountEmail: customer.email,
    signedAt,
    ipAddress: request.ipAddress,
    userAgent: request.userAgent.slice(0, 500),
    documentSha256: sha256(await renderContractPdf(contract, name, request.language)),
    tokenId,
  };
  const document = await signedContractDocument(contract, name, audit, request.language);
  const pdf = await signPdf(document, identity, {
    reason: `Contract ${contract.id} signed by ${request.fullName}`,
    signerName: request.fullName,
    contactInfo: customer.email,
    location: 'RSM production music library, composer area',
    signingTime: signedAt,
  });
  const outcome = await signing.record({
    contractId: contract.id,
    customerId: customer.id,
    ...audit,
    signedContentSha256: verifyPdfSignature(pdf).signedContentSha256,
    signedFileSha256: sha256(new Uint8Array(pdf)),
    signedPdf: pdf,
  });
  return outcome === 'signed' ? null : outcome;
}
