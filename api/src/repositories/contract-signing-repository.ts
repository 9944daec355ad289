import type { Pool } from '../db/pool';
import { inTransaction } from '../db/transaction';
import { isoSql } from '../lib/sql-text';

export interface SigningTokenRow {
  id: string;
  contract_id: number;
  customer_id: number;
  expires_at: string;
  used: boolean;
  expired: boolean;
}

export interface SignatureRecord {
  contractId: number;
  tokenId: string;
  customerId: number;
  signedName: string;
  accountEmail: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  documentSha256: string;
  signedContentSha256: string;
  signedFileSha256: string;
  signedPdf: Buffer;
}

export type RecordOutcome = 'signed' | 'token_used' | 'already_signed';

/** One-time signing links (stored as hashes) and the audit records of signatures. */
export function contractSigningRepository(db: Pool) {
  return {
    async issueToken(contractId: number, customerId: number, tokenHash: string, minutes: number) {
      const { rows } = await db.query<{ id: string; expires_at: string }>(
        `INSERT INTO contract_signing_tokens (contract_id, customer_id, token_hash, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(mins => $4))
         RETURNING id, ${isoSql('expires_at')} AS expires_at`,
        [contractId, customerId, tokenHash, minutes],
      );
      return rows[0]!;
    },
    async findToken(tokenHash: string): Promise<SigningTokenRow | null> {
      const { rows } = await db.query<SigningTokenRow>(
        `SELECT id, contract_id, customer_id, ${isoSql('expires_at')} AS expires_at,
           used_at IS NOT NULL AS used, expires_at <= now() AS expired
         FROM contract_signing_tokens WHERE token_hash = $1`,
        [tokenHash],
      );
      return rows[0] ?? null;
    },
    /**
     * Consumes the token, marks the contract signed and keeps the audit record, all or nothing: of two signings
     * racing with one link, or two links of one contract, only one lands.
     */
    async record(signature: SignatureRecord): Promise<RecordOutcome> {
      return inTransaction(db, async (client) => {
        const consumed = await client.query(
          `UPDATE contract_signing_tokens SET used_at = $2
           WHERE id = $1 AND used_at IS NULL AND expires_at > $2`,
          [signature.tokenId, signature.signedAt],
        );
        if (consumed.rowCount !== 1) return 'token_used';
        const signed = await client.query(
          `UPDATE contracts SET signed_name = $3, signed_at = $4
           WHERE id = $1 AND customer_id = $2 AND kind = 'digital' AND signed_at IS NULL`,
          [signature.contractId, signature.customerId, signature.signedName, signature.signedAt],
        );
        // The link is spent either way: a contract signed through another link needs no second signature.
        if (signed.rowCount !== 1) return 'already_signed';
        await client.query(
          `INSERT INTO contract_signatures (contract_id, token_id, customer_id, signed_name, account_email,
             signed_at, ip_address, user_agent, document_sha256, signed_content_sha256, signed_file_sha256, signed_pdf)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            signature.contractId,
            signature.tokenId,
            signature.customerId,
            signature.signedName,
            signature.accountEmail,
            signature.signedAt,
            signature.ipAddress,
            signature.userAgent,
            signature.documentSha256,
            signature.signedContentSha256,
            signature.signedFileSha256,
            signature.signedPdf,
          ],
        );
        return 'signed';
      });
    },
    async signedPdf(contractId: number): Promise<Buffer | null> {
      const { rows } = await db.query<{ signed_pdf: Buffer }>(
        'SELECT signed_pdf FROM contract_signatures WHERE contract_id = $1',
        [contractId],
      );
      return rows[0]?.signed_pdf ?? null;
    },
  };
}
