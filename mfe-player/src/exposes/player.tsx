import { PlayerBar } from '../features/playback/components/player-bar';
import { useSpaceToggle } from '../features/playback/hooks/use-space-toggle';
import { catalogReady } from '../i18n';

await catalogReady;

/** The persistent player, rendered by the host outside the page outlet so audio survives navigation. */
export default function Player() {
  useSpaceToggle();
  return <PlayerBar />;
}
