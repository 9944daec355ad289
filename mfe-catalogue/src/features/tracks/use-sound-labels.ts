import { useLingui } from '@lingui/react/macro';
import type { Track } from '@rsm/shared';
import { shownBpm } from './track-fields';

/**
 * "120 BPM", or "118 BPM (detected)" where only the audio analysis knows the tempo; the key, which only the analysis
 * gives, as "A minor (detected)" in the reader's language.
 */
export function useSoundLabels(track: Pick<Track, 'bpm' | 'detected_bpm' | 'detected_key'>) {
  const { t } = useLingui();
  const bpm = shownBpm(track);
  const tempo = bpm?.value;
  const bpmValue = bpm ? (bpm.detected ? t`${tempo} (detected)` : String(tempo)) : null;
  const key = track.detected_key
    ? track.detected_key.replace(/ major$/, ` ${t`major`}`).replace(/ minor$/, ` ${t`minor`}`)
    : null;
  return {
    /** The BPM value alone, for a labelled field. */
    bpmValue,
    /** The BPM with its unit, for a line of facts. */
    bpmText: bpm ? (bpm.detected ? t`${tempo} BPM (detected)` : t`${tempo} BPM`) : null,
    keyValue: key ? t`${key} (detected)` : null,
  };
}
