import type { ProjectShare, SharedPlaylist } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import { inTransaction } from '@rsm/db/transaction';
import type { Page } from '../lib/paging';
import { isoSql } from '../lib/sql-text';
import { hashToken } from '../lib/tokens';
import { toPlaylist } from './project-repository';

export interface NewShare {
  email: string;
  tokenHash: string;
  mail: { subject: string; body: string; html?: string };
}

/** What opens a share: its link's token, or its id for the signed-in recipient it was sent to. */
export interface ShareKey {
  token?: string;
  share_id?: number;
}

/** What opening a share needs: the share, its playlist, who sent it and their note. */
interface OpenedShare {
  id: number;
  project_id: number;
  message: string | null;
  sender_name: string;
  sender_email: string;
}

type SharedRow = Parameters<typeof toPlaylist>[0] & { share: SharedPlaylist['share'] };

// A share joined with its playlist (Playlist DTO without the track list) and its sender.
const SELECT_SHARED = `SELECT p.id, p.uuid, p.name, p.project_category_id, p.updated_at,
    (SELECT count(*) FROM project_tracks pt WHERE pt.project_id = p.id) AS tracks_count,
    json_build_object('id', s.id, 'email', s.email, 'created_at', ${isoSql('s.created_at')},
      'message', s.message,
      'sender', json_build_object('first_name', c.first_name, 'last_name', c.last_name, 'email', c.email)) AS share
  FROM project_shares s JOIN projects p ON p.id = s.project_id JOIN customers c ON c.id = s.sender_id`;

const toShared = ({ share, ...row }: SharedRow): SharedPlaylist => ({ ...toPlaylist(row), share });

export function projectShareRepository(db: Pool) {
  const page = async (where: string, value: string | number, at: Page) => {
    const { rows } = await db.query<SharedRow>(
      `${SELECT_SHARED} WHERE ${where} ORDER BY s.created_at DESC, s.id DESC LIMIT $2 OFFSET $3`,
      [value, at.per, at.offset],
    );
    const count = await db.query<{ total: number }>(
      `SELECT count(*) AS total FROM project_shares s WHERE ${where}`,
      [value],
    );
    return { projects: rows.map(toShared), total: count.rows[0]!.total };
  };

  const opened = async (where: string, values: (string | number)[]): Promise<OpenedShare | null> => {
    const { rows } = await db.query<OpenedShare>(
      `SELECT s.id, s.project_id, s.message, trim(c.first_name || ' ' || c.last_name) AS sender_name,
         c.email AS sender_email
       FROM project_shares s JOIN customers c ON c.id = s.sender_id WHERE ${where}`,
      values,
    );
    return rows[0] ?? null;
  };

  return {
    /** Records the shares and queues their emails in one transaction: all are sent or none. */
    create(
      projectId: number,
      senderId: number,
      shares: NewShare[],
      message: string | null = null,
    ): Promise<ProjectShare[]> {
      return inTransaction(db, async (client) => {
        const created: ProjectShare[] = [];
        for (const share of shares) {
          const { rows } = await client.query<ProjectShare>(
            `INSERT INTO project_shares (project_id, sender_id, email, token_hash, message)
             VALUES ($1, $2, $3, $4, $5) RETURNING id, email, ${isoSql('created_at')} AS created_at`,
            [projectId, senderId, share.email, share.tokenHash, message],
          );
          await client.query(
            'INSERT INTO email_outbox (to_address, subject, body, body_html) VALUES ($1, $2, $3, $4)',
            [share.email, share.mail.subject, share.mail.body, share.mail.html ?? null],
          );
          created.push(rows[0]!);
        }
        return created;
      });
    },

    /** Records a share with no recipient address, for a link the sender copies; no email is sent. */
    async createLink(
      projectId: number,
      senderId: number,
      tokenHash: string,
    ): Promise<{ created_at: string }> {
      const { rows } = await db.query<{ created_at: string }>(
        `INSERT INTO project_shares (project_id, sender_id, token_hash)
         VALUES ($1, $2, $3) RETURNING ${isoSql('created_at')} AS created_at`,
        [projectId, senderId, tokenHash],
      );
      return rows[0]!;
    },

    /**
     * Who the customer sent playlists to. A copied link has no recipient, so it is left out: each entry of the list
     * names the address a playlist went to.
     */
    sent: (senderId: number, at: Page) => page('s.sender_id = $1 AND s.email IS NOT NULL', senderId, at),
    /** What was sent to this address; a link's share has no address, so it is in nobody's list. */
    received: (email: string, at: Page) => page('lower(s.email) = lower($1)', email, at),

    /** The share a token opens (its playlist, sender and note), or null. */
    byToken: (tokenHash: string) => opened('s.token_hash = $1', [tokenHash]),

    /** A share sent to this address (its signed-in recipient, any letter case), or null. */
    forRecipient: (shareId: number, email: string) =>
      opened('s.id = $1 AND lower(s.email) = lower($2)', [shareId, email]),

    /** The share a key opens for whoever is signed in with `email` (nobody when undefined), or null. */
    async opening(key: ShareKey, email: string | undefined): Promise<OpenedShare | null> {
      if (key.token) return this.byToken(hashToken(key.token));
      return key.share_id && email ? this.forRecipient(key.share_id, email) : null;
    },

    /** The playlist id a share token opens, or null. */
    async projectIdByToken(tokenHash: string): Promise<number | null> {
      return (await this.byToken(tokenHash))?.project_id ?? null;
    },
  };
}
export type ProjectShareRepository = ReturnType<typeof projectShareRepository>;
