/**
 * The track table's one stylesheet: static class names over the design system's CSS variables. A list of 250 tracks
 * has thousands of cells, links and buttons; giving each its own style props made the styling engine compute and
 * inject CSS per element on every render, which was most of a page's render time. These rules are written once.
 *
 * They sit in the `recipes` layer, like the design system's recipes. The layer order is declared first because React
 * may insert this sheet before the design system's own styles, and the first declaration of a layer fixes its rank.
 */
const CSS = `
@layer reset, base, tokens, recipes;
@layer recipes {
/* Positioned so that screen-reader-only text in the header stays inside the scroller instead of widening the page. */
.rsm-tt-scroll { overflow-x: auto; position: relative; container-type: inline-size; }
.rsm-tt-table { width: 100%; border-collapse: collapse; }
.rsm-tt-row { border-bottom: 1px solid var(--chakra-colors-line); }
.rsm-tt-row[data-alternate] { background: var(--chakra-colors-surface); }
.rsm-tt-row[data-highlight] { background: var(--chakra-colors-brand-50); }
.rsm-tt-row:focus-visible { outline: 2px solid var(--chakra-colors-brand-600); outline-offset: -2px; }
.rsm-tt-cell { padding: var(--chakra-spacing-2) var(--chakra-spacing-3) var(--chakra-spacing-2) 0;
  vertical-align: middle; font-size: var(--chakra-font-sizes-sm); }
.rsm-tt-cell.rsm-tt-title, .rsm-tt-cell.rsm-tt-number { font-size: inherit; }
.rsm-tt-number, .rsm-tt-description { color: var(--chakra-colors-muted); }
/* The short description takes what the other columns leave (max-width 0), at least a sixth of the table's width,
   cut to two lines. */
.rsm-tt-cell.rsm-tt-description { max-width: 0; width: 18rem; min-width: clamp(5rem, 16cqi, 14rem); }
.rsm-tt-clamp { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2;
  overflow: hidden; overflow-wrap: anywhere; }
.rsm-tt-table[data-details] .rsm-tt-cell.rsm-tt-description { max-width: 28rem; width: auto; }
/* The waveform takes a fixed share of the row; drawn in the line colour, its played part in the brand's. */
.rsm-tt-cell.rsm-tt-waveform { width: 11rem; min-width: 7rem; }
/* A table narrower than the page (results beside the filter panel) gives up the album column where each row's cover
   already links to its album, then the waveform; a phone keeps neither (below). */
@container (max-width: 68rem) {
  .rsm-tt-table[data-covers] .rsm-tt-album { display: none; }
  .rsm-tt-cell.rsm-tt-waveform { width: 8rem; }
  /* Without covers (a playlist's table: description, album, genre, composers, version…) there is no such room: the
     short table gives up the waveform, and the album (on the track's page and its details) for the description. */
  .rsm-tt-table:not([data-covers]) .rsm-tt-waveform { display: none; }
  .rsm-tt-table:not([data-covers]):not([data-details]) .rsm-tt-album { display: none; }
}
@container (max-width: 52rem) {
  .rsm-tt-table .rsm-tt-waveform { display: none; }
}
.rsm-tt-wave { height: var(--chakra-sizes-8); color: var(--chakra-colors-muted); opacity: 0.55; }
.rsm-tt-wave[data-playable] { cursor: pointer; }
.rsm-tt-row[data-highlight] .rsm-tt-wave { opacity: 0.8; }
.rsm-tt-wave > svg { display: block; }
.rsm-tt-wave-played { fill: var(--chakra-colors-brand-600); }
.rsm-tt-sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border-width: 0; }
.rsm-tt-muted { color: var(--chakra-colors-muted); font-size: var(--chakra-font-sizes-sm); }
.rsm-tt-version { margin-left: var(--chakra-spacing-2); }
.rsm-tt-title-link { font-weight: 600; color: var(--chakra-colors-ink); }
.rsm-tt-link { color: inherit; }
/* The cover link, not its column's cell (which shares the class name and stays a middle-aligned table cell). */
.rsm-tt-cover:not(td) { display: block; width: var(--chakra-sizes-10); height: var(--chakra-sizes-10); flex-shrink: 0; }
.rsm-tt-cover[data-size="14"] { width: var(--chakra-sizes-14); height: var(--chakra-sizes-14); }
.rsm-tt-cover[data-size="16"] { width: var(--chakra-sizes-16); height: var(--chakra-sizes-16); }
.rsm-tt-cover:not(td) > * { width: 100%; height: 100%; object-fit: cover; border-radius: var(--chakra-radii-sm); }
.rsm-tt-cover-blank { display: block; background: var(--chakra-colors-brand-100); }
.rsm-tt-btn { display: inline-flex; align-items: center; justify-content: center; gap: var(--chakra-spacing-2);
  font-weight: 600; border-radius: var(--chakra-radii-md); cursor: pointer; border: 1px solid transparent;
  transition: background 0.15s, color 0.15s; white-space: nowrap; background: transparent; color: inherit; }
.rsm-tt-btn:disabled, .rsm-tt-btn[aria-disabled="true"] { opacity: 0.5; cursor: not-allowed; }
@media (hover: hover) { .rsm-tt-btn:hover:not(:disabled) { background: var(--chakra-colors-surface); } }
.rsm-tt-icon { height: var(--chakra-sizes-8); width: var(--chakra-sizes-8); padding: 0;
  border-radius: var(--chakra-radii-full); }
.rsm-tt-icon > svg { flex-shrink: 0; }
.rsm-tt-btn[data-variant="solid"] { background: var(--chakra-colors-brand-600); color: var(--chakra-colors-white); }
@media (hover: hover) {
  .rsm-tt-btn[data-variant="solid"]:hover:not(:disabled) { background: var(--chakra-colors-brand-700); }
}
.rsm-tt-btn[data-variant="outline"] { background: var(--chakra-colors-white); color: var(--chakra-colors-ink);
  border-color: var(--chakra-colors-line); height: var(--chakra-sizes-8); padding: 0 var(--chakra-spacing-3);
  font-size: var(--chakra-font-sizes-sm); }
.rsm-tt-btn[data-tone="brand"] { color: var(--chakra-colors-brand-600); }
.rsm-tt-btn[data-tone="danger"] { color: var(--chakra-colors-danger); }
.rsm-tt-actions { display: flex; gap: var(--chakra-spacing-1); align-items: center; justify-content: flex-end; }
/* The actions cell shares the bar's class name: it stays a table cell, centred in its row like the others. */
.rsm-tt-cell.rsm-tt-actions { display: table-cell; }
/* From tablet width the action bar stays at the right edge while a wide table scrolls under it. */
@media (min-width: 48em) {
  .rsm-tt-table th:last-child, .rsm-tt-cell.rsm-tt-actions { position: sticky; right: 0;
    background: var(--chakra-colors-white); padding-left: var(--chakra-spacing-2); }
  .rsm-tt-row[data-alternate] > .rsm-tt-cell.rsm-tt-actions { background: var(--chakra-colors-surface); }
  .rsm-tt-row[data-highlight] > .rsm-tt-cell.rsm-tt-actions { background: var(--chakra-colors-brand-50); }
}
/* On phones a row keeps what it is for (play, title with its BPM and length under it, versions, actions) and fits
   the screen without sideways scrolling; album, composers, genre and the rest are on the track page. */
@media (max-width: 47.99em) {
  .rsm-tt-table .rsm-tt-number, .rsm-tt-table .rsm-tt-cover, .rsm-tt-table .rsm-tt-composers,
  .rsm-tt-table .rsm-tt-album, .rsm-tt-table .rsm-tt-genre, .rsm-tt-table .rsm-tt-bpm,
  .rsm-tt-table .rsm-tt-length, .rsm-tt-table .rsm-tt-description, .rsm-tt-table th.rsm-tt-version,
  .rsm-tt-table .rsm-tt-waveform,
  .rsm-tt-table .rsm-tt-cell.rsm-tt-version { display: none; }
  .rsm-tt-cell.rsm-tt-title { overflow-wrap: anywhere; }
  .rsm-tt-table .rsm-tt-phone-facts { display: block; }
  /* Five or six buttons in a line left a title a few letters wide ("Deep Landscap-e"): three to a line at most. */
  .rsm-tt-table div.rsm-tt-actions { flex-wrap: wrap; width: calc(3 * var(--chakra-sizes-8) + 2 * var(--chakra-spacing-1)); }
}
.rsm-tt-phone-facts { display: none; }
/* Below 1280 px a row's five or six buttons would cover its title, versions or composers (a phone's 360 px, a
   table scrolling under its sticky actions): the link is copied from the track's details or its page instead. */
@media (max-width: 79.99em) {
  .rsm-tt-table .rsm-tt-actions > [data-action="copy-link"] { display: none; }
}
.rsm-tt-cards { display: grid; gap: var(--chakra-spacing-3); grid-template-columns: 1fr; list-style: none;
  margin: 0; padding: 0; }
.rsm-tt-cards[data-layout="grid"] { grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
.rsm-tt-card { border: 1px solid var(--chakra-colors-line); background: var(--chakra-colors-white);
  border-radius: var(--chakra-radii-md); padding: var(--chakra-spacing-3);
  content-visibility: auto; contain-intrinsic-size: auto 6rem; }
.rsm-tt-cards[data-layout="grid"] .rsm-tt-card { contain-intrinsic-size: auto 14rem; }
.rsm-tt-card[data-highlight] { border-color: var(--chakra-colors-brand-500); background: var(--chakra-colors-brand-50); }
.rsm-tt-card-body { display: flex; gap: var(--chakra-spacing-3); align-items: center; }
.rsm-tt-cards[data-layout="grid"] .rsm-tt-card-body { flex-direction: column; align-items: stretch; }
.rsm-tt-card-lead { display: flex; gap: var(--chakra-spacing-3); align-items: center; }
.rsm-tt-card-main { flex: 1; min-width: 0; }
.rsm-tt-card p { margin: 0; }
.rsm-tt-card .rsm-tt-card-description { margin-top: var(--chakra-spacing-1); }
.rsm-tt-card-main > p { font-size: var(--chakra-font-sizes-sm); }
.rsm-tt-card-number { min-width: var(--chakra-sizes-6); }
.rsm-tt-card-tail { display: flex; gap: var(--chakra-spacing-2); align-items: center;
  justify-content: space-between; flex-wrap: wrap; }
.rsm-tt-card-alternates { margin-top: var(--chakra-spacing-2); }
}
`;

/** Renders the stylesheet; React keeps one copy in the document however many tables a page shows. */
export function TrackTableStyles() {
  return (
    <style href="rsm-track-table" precedence="rsm-track-table">
      {CSS}
    </style>
  );
}
