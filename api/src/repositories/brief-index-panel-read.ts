import type { PoolClient } from 'pg';
import {
  PANEL_TERM_KINDS,
  termKey,
  type IndexedKind,
  type OptionName,
  type PanelNames,
  type PanelTermKind,
  type PlaceTerms,
} from './brief-index';
import { growing } from './brief-index-vectors';

/** Each place's genre, mood and instrument ids, as the tracks are read in order. */
export function placeTermLists(count: number) {
  const lists = new Map(
    PANEL_TERM_KINDS.map((kind) => [
      kind,
      { offsets: new Int32Array(count + 1), ids: growing((length) => new Int32Array(length)) },
    ]),
  );
  return {
    add: (kind: PanelTermKind, id: number) => lists.get(kind)!.ids.push(id),
    /** Ends the place's ids: every place is ended, in order. */
    end(place: number) {
      for (const { offsets, ids } of lists.values()) offsets[place + 1] = ids.length;
    },
    done: (): Record<PanelTermKind, PlaceTerms> =>
      Object.fromEntries(
        [...lists].map(([kind, { offsets, ids }]) => [kind, { offsets, ids: ids.done() }]),
      ) as Record<PanelTermKind, PlaceTerms>,
  };
}

/** The analysed keys as the tracks are read: each a small number, 0 for none. */
export function soundKeyCodes() {
  const keys = [''];
  const codes = new Map<string, number>();
  return {
    keys,
    codeOf(key: string | null): number {
      if (key === null) return 0;
      let code = codes.get(key);
      if (code === undefined) {
        code = keys.push(key) - 1;
        codes.set(key, code);
      }
      return code;
    },
  };
}

/** The taxonomies' names, with their order by name in each language as the database sorts them. */
const NAMES_SQL = (['genres', 'moods', 'instrumentations'] as const)
  .map(
    (
      table,
    ) => `SELECT '${table === 'instrumentations' ? 'instruments' : table}' AS kind, id, name_en, name_pt,
      rank() OVER (ORDER BY name_en) AS order_en, rank() OVER (ORDER BY name_pt) AS order_pt FROM ${table}`,
  )
  .concat(
    `SELECT 'labels', id, name, name, rank() OVER (ORDER BY name), rank() OVER (ORDER BY name) FROM labels`,
  )
  .join(' UNION ALL ');

/** The names of the panel's options, read in the index's snapshot; `keys` the analysed keys its tracks have. */
export async function readPanelNames(client: PoolClient, keys: string[]): Promise<PanelNames> {
  const { rows } = await client.query<{
    kind: IndexedKind;
    id: number;
    name_en: string;
    name_pt: string;
    order_en: string;
    order_pt: string;
  }>(NAMES_SQL);
  const terms = new Map<string, OptionName>(
    rows.map((row) => [
      termKey(row.kind, row.id),
      { en: row.name_en, pt: row.name_pt, orderEn: Number(row.order_en), orderPt: Number(row.order_pt) },
    ]),
  );
  const { rows: sorted } = await client.query<{ key: string; order: string }>(
    'SELECT k AS key, rank() OVER (ORDER BY k) AS order FROM unnest($1::text[]) k',
    [keys],
  );
  const keyOrder = new Int32Array(keys.length);
  for (const { key, order } of sorted) keyOrder[keys.indexOf(key)] = Number(order);
  return { terms, keys, keyOrder };
}
