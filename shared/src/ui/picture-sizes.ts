/**
 * How wide pictures are drawn, as `<img sizes>` reads it: the browser picks the smallest variant that fills that
 * width on its screen. Kept beside the layouts they describe; the host's server preloads the hero with the same one.
 */

/** A cover in `CoverGrid`: 1 column below 320 px, 2 on phones, then 3, 4, 5 and 6 (the page is at most 80rem). */
export const COVER_GRID_SIZES =
  '(min-width: 1398px) 186px, (min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, ' +
  '(min-width: 320px) 50vw, 100vw';

/** The home page's hero picture: the whole width of the window. */
export const HERO_IMAGE_SIZES = '100vw';

/** The widest variant a grid cover needs: about 320 CSS px on the densest phones' two columns. */
export const COVER_GRID_MAX_WIDTH = 960;

/** The large cover at the head of an album, playlist or track page: 15rem at every width. */
export const COVER_HEADER_SIZES = '240px';
