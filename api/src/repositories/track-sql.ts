/**
 * Track DTOs are read as cards (migration 500): one row per track and language holding the DTO's columns as JSON,
 * kept current by the tables' triggers. A page of 20 tracks spread over the catalogue reads about 40 pages instead of
 * the 250 its nine tables cost.
 */

/** The stored cards of the tracks `$1` names, in language `$2`. */
export const STORED_CARDS = 'SELECT card FROM track_cards WHERE track_id = ANY($1::int[]) AND language = $2';

/** Cards built from their tables, by the function the stored ones come from: tracks written since the last refresh. */
export const BUILT_CARDS = 'SELECT card FROM track_cards_of($1::int[], $2)';
