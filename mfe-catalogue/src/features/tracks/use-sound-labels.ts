import { useLingui } from '@lingui/react/macro';
import type { Track } from '@rsm/shared';
import { shownBpm, shownKey } from './track-fields';

type SoundFields = Pick<Track, 'bpm' | 'detected_bpm' | 'detected_key' | 'bpm_confidence' | 'key_confidence'>;

/**
 * "120 BPM", or "118 BPM (detected)" where only the audio analysis knows the tempo; the key, which only the analysis
 * gives, as "A minor (detected)" in the reader's language. Where the analysis is unsure, words instead of a
 * precise-looking figure: "No steady pulse" (a drone, a rubato piano), "Key unclear" (atonal, chromatic, noise).
 */
export function useSoundLabels(track: SoundFields) {
  const { t } = useLingui();
  const bpm = shownBpm(track);
  const tempo = bpm && 'value' in bpm ? bpm.value : null;
  const noPulse = t`No steady pulse`;
  const bpmValue = !bpm
    ? null
    : tempo === null
      ? noPulse
      : bpm.detected
        ? t`${tempo} (detected)`
        : String(tempo);
  const shown = shownKey(track);
  const key =
    shown && shown !== 'unclear'
      ? shown.replace(/ major$/, ` ${t`major`}`).replace(/ minor$/, ` ${t`minor`}`)
      : null;
  return {
    /** The BPM value alone, for a labelled field. */
    bpmValue,
    /** The BPM with its unit, for a line of facts. */
    bpmText: !bpm
      ? null
      : tempo === null
        ? noPulse
        : bpm.detected
          ? t`${tempo} BPM (detected)`
          : t`${tempo} BPM`,
    /** The key alone, for a labelled field. */
    keyValue: shown === 'unclear' ? t`Unclear` : key ? t`${key} (detected)` : null,
    /** The key for a line of facts. */
    keyText: shown === 'unclear' ? t`Key unclear` : key ? t`${key} (detected)` : null,
  };
}
