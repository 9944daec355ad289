import type { Pool } from '@rsm/db/pool';
import { inTransaction } from '@rsm/db/transaction';
import type { SigningAudit } from '../lib/pdf/contract-pdf';
import { isoSql } from '../lib/sql-text';

export interface SigningTokenRow {
  id: string;
  contract_id: number;
  customer_id: number;
  expires_at: string;
  used: boolean;
  expired: boolean;
}

/** What the audit trail states, with the sealed file and what it was sealed over. */
export interface SignatureRecord extends SigningAudit {
  contractId: number;
  customerId: number;
  signedContentSha256: string;
  signedFileSha256: string;
  signedPdf: Buffer;
}

export type RecordOutcome = 'signed' | 'token_used' | 'already_signed';

/** Signing links of one contract that can be used at once: a composer opens it in a few tabs, not hundreds. */
export const LIVE_LINKS_PER_CONTRACT = 5;

/** One-time signing links (stored as hashes) and the audit records of signatures. */
export function contractSigningRepository(db: Pool) {
  return {
    /**
     * A new link, which expires the oldest live ones beyond LIVE_LINKS_PER_CONTRACT (they answer "expired", and
     * the page offers a new link) and forgets unused links that expired over a day ago.
     */
    async issueToken(contractId: number, customerId: number, tokenHash: string, minutes: number) {
      return inTransaction(db, async (client) => {
        const { rows } = await client.query<{ id: string; expires_at: string }>(
          `INSERT INTO contract_signing_tokens (contract_id, customer_id, token_hash, expires_at)
           VALUES ($1, $2, $3, now() + make_interval(mins => $4))
           RETURNING id, ${isoSql('expires_at')} AS expires_at`,
          [contractId, customerId, tokenHash, minutes],
        );
        await client.query(
          `UPDATE contract_signing_tokens SET expires_at = now()
           WHERE contract_id = $1 AND used_at IS NULL AND expires_at > now() AND id NOT IN (
             SELECT id FROM contract_signing_tokens WHERE contract_id = $1 AND used_at IS NULL AND expires_at > now()
             ORDER BY created_at DESC, expires_at DESC LIMIT ${LIVE_LINKS_PER_CONTRACT})`,
          [contractId],
        );
        await client.query(
          `DELETE FROM contract_signing_tokens
           WHERE contract_id = $1 AND used_at IS NULL AND expires_at < now() - interval '1 day'`,
          [contractId],
        );
        return rows[0]!;
      });
    },

    /**
     * Claims the unsigned contract for one signing; false while another signing holds it (or once it is signed).
     * Taken before the PDF is rendered, released by `releaseClaim` whatever the outcome.
     */
    async claim(contractId: number): Promise<boolean> {
      const { rowCount } = await db.query(
        `UPDATE contracts SET signing_claimed_at = now()
         WHERE id = $1 AND signed_at IS NULL
           AND (signing_claimed_at IS NULL OR signing_claimed_at < now() - interval '2 minutes')`,
        [contractId],
      );
      return rowCount === 1;
    },
    async releaseClaim(contractId: number): Promise<void> {
      await db.query('UPDATE contracts SET signing_claimed_at = NULL WHERE id = $1', [contractId]);
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
