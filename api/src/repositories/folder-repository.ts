import type { Folder, Taxon } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import type { Page } from '../lib/paging';
import { containsPattern, isoSql } from '../lib/sql-text';

export const FOLDER_SORT_FIELDS = ['default', 'name', 'updated_at', 'projects_count'] as const;
export type FolderSort = { field: (typeof FOLDER_SORT_FIELDS)[number]; direction: 'asc' | 'desc' };
export interface FolderListOptions {
  sort: FolderSort;
  q?: string;
  /** Leave out each folder's playlists (the sidebar's folder list). */
  onlyCategories: boolean;
}

// Whitelisted ORDER BY expressions; names compare case-insensitively, ties by name then id.
const ORDER: Record<FolderSort['field'], string> = {
  default: 'f.is_default',
  name: 'lower(f.name)',
  updated_at: 'f.updated_at',
  projects_count: 'projects_count',
};

// $2 is the q pattern or null. With q, a folder shows when its name or one of its playlists' names matches, and lists
// all its playlists when its own name matched, else only the matching ones.
const MATCHES = `($2::text IS NULL OR f.name ILIKE $2 OR EXISTS (
  SELECT 1 FROM projects p WHERE p.project_category_id = f.id AND p.name ILIKE $2))`;
const PROJECTS_JSON = `COALESCE((SELECT json_agg(json_build_object('id', p.id, 'uuid', p.uuid, 'name', p.name,
    'project_category_id', p.project_category_id, 'updated_at', ${isoSql('p.updated_at')},
    'tracks_count', (SELECT count(*) FROM project_tracks pt WHERE pt.project_id = p.id)) ORDER BY lower(p.name), p.id)
  FROM projects p WHERE p.project_category_id = f.id AND ($2::text IS NULL OR f.name ILIKE $2 OR p.name ILIKE $2)), '[]')`;

type FolderRow = Omit<Folder, 'updated_at'> & { updated_at: Date };
const toFolder = ({ updated_at, ...row }: FolderRow): Folder => ({
  ...row,
  updated_at: updated_at.toISOString(),
});

const SELECT_ONE = `SELECT f.id, f.name, f.is_default AS "default", f.updated_at,
  (SELECT count(*) FROM projects p WHERE p.project_category_id = f.id) AS projects_count FROM project_categories f`;

/** Folders ("project categories") are always reached through their owner. */
export function folderRepository(db: Pool) {
  return {
    async list(customerId: number, page: Page, options: FolderListOptions) {
      const { field, direction } = options.sort;
      const q = options.q ? containsPattern(options.q) : null;
      const { rows } = await db.query<FolderRow>(
        `SELECT f.id, f.name, f.is_default AS "default", f.updated_at,
           (SELECT count(*) FROM projects p WHERE p.project_category_id = f.id) AS projects_count
           ${options.onlyCategories ? '' : `, ${PROJECTS_JSON} AS projects`}
         FROM project_categories f WHERE f.customer_id = $1 AND ${MATCHES}
         ORDER BY ${ORDER[field]} ${direction}, lower(f.name), f.id LIMIT $3 OFFSET $4`,
        [customerId, q, page.per, page.offset],
      );
      const count = await db.query<{ total: number }>(
        `SELECT count(*) AS total FROM project_categories f WHERE f.customer_id = $1 AND ${MATCHES}`,
        [customerId, q],
      );
      return { folders: rows.map(toFolder), total: count.rows[0]!.total };
    },

    /** Every folder as {id, name}, default first (pickers). */
    async listNames(customerId: number, page: Page): Promise<Taxon[]> {
      const { rows } = await db.query<Taxon>(
        `SELECT id, name FROM project_categories WHERE customer_id = $1
         ORDER BY is_default DESC, lower(name), id LIMIT $2 OFFSET $3`,
        [customerId, page.per, page.offset],
      );
      return rows;
    },

    async create(customerId: number, name: string): Promise<Folder> {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO project_categories (customer_id, name) VALUES ($1, $2) RETURNING id',
        [customerId, name],
      );
      return (await this.find(customerId, rows[0]!.id))!;
    },

    async find(customerId: number, id: number): Promise<Folder | null> {
      const { rows } = await db.query<FolderRow>(`${SELECT_ONE} WHERE f.customer_id = $1 AND f.id = $2`, [
        customerId,
        id,
      ]);
      return rows[0] ? toFolder(rows[0]) : null;
    },

    async rename(customerId: number, id: number, name: string): Promise<Folder | null> {
      const { rowCount } = await db.query(
        'UPDATE project_categories SET name = $3, updated_at = now() WHERE customer_id = $1 AND id = $2',
        [customerId, id, name],
      );
      return rowCount ? this.find(customerId, id) : null;
    },

    /** Moves the folder's playlists to the customer's default folder and deletes it, in one statement. */
    async remove(customerId: number, id: number): Promise<'deleted' | 'not-found' | 'default'> {
      const folder = await this.find(customerId, id);
      if (!folder) return 'not-found';
      if (folder.default) return 'default';
      // A data-modifying WITH always runs; the foreign key is checked at the end of the statement, after the move.
      await db.query(
        `WITH moved AS (
           UPDATE projects SET project_category_id = (
             SELECT id FROM project_categories WHERE customer_id = $1 AND is_default)
           WHERE customer_id = $1 AND project_category_id = $2 RETURNING id)
         DELETE FROM project_categories WHERE customer_id = $1 AND id = $2 AND NOT is_default`,
        [customerId, id],
      );
      return 'deleted';
    },
  };
}
export type FolderRepository = ReturnType<typeof folderRepository>;
