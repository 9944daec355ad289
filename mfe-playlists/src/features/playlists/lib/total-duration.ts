type Unit = 'hour' | 'minute' | 'second';

/** The seconds the tracks last together; a track of unknown length counts as none. */
export const totalSeconds = (tracks: { length: number | null }[]) =>
  tracks.reduce((sum, track) => sum + Math.max(0, track.length ?? 0), 0);

/** At most the two largest units, leaving out a zero: [[1, 'hour'], [3, 'minute']], [[4, 'minute'], [45, 'second']]. */
function parts(seconds: number): [number, Unit][] {
  const whole = Math.max(0, Math.floor(seconds));
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const largest: [number, Unit][] =
    hours > 0
      ? [
          [hours, 'hour'],
          [minutes, 'minute'],
        ]
      : [
          [minutes, 'minute'],
          [rest, 'second'],
        ];
  const shown = largest.filter(([value]) => value > 0);
  return shown.length > 0 ? shown : [[0, 'second']];
}

/** The short unit names Intl writes ("unit" style, short display), in each language. */
const UNIT_NAMES: Record<'en' | 'pt', Record<Unit, string>> = {
  en: { hour: 'hr', minute: 'min', second: 'sec' },
  pt: { hour: 'h', minute: 'min', second: 's' },
};

/**
 * A playlist's length as the locale writes it: "1 hr 3 min", "4 min 45 sec" in English, "1 h 3 min" in Portuguese.
 * Written here rather than by Intl's unit formats, whose first use on a page loads the browser's number data.
 */
export function formatTotalDuration(seconds: number, locale: string): string {
  const names = UNIT_NAMES[locale === 'pt' ? 'pt' : 'en'];
  return parts(seconds)
    .map(([value, unit]) => `${value} ${names[unit]}`)
    .join(' ');
}

/** The same length for `<time dateTime>`: PT1H3M, PT4M45S. */
export function isoDuration(seconds: number): string {
  const letters: Record<Unit, string> = { hour: 'H', minute: 'M', second: 'S' };
  return `PT${parts(seconds)
    .map(([value, unit]) => `${value}${letters[unit]}`)
    .join('')}`;
}
