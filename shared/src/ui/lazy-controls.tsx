import { useLingui } from '@lingui/react/macro';
import type { PagingMeta } from '../schemas/common';
import type { DownloadButtonProps } from '../downloads/download-button';
import { loadOnDemandMessages } from '../i18n/on-demand-messages';
import type { AddToPlaylistButtonProps } from '../tracks/add-to-playlist-button';
import { IconButton } from './button';
import { DownloadIcon, PlusIcon } from './icons';
import { onDemand, type OnDemandComponent } from './on-demand';
import type { NumberedPagerProps } from './pager/numbered-pager';
import { Box } from './primitives';

const loadControls = () =>
  Promise.all([import(/* webpackChunkName: "controls" */ './controls-chunk'), loadOnDemandMessages()]).then(
    ([chunk]) => chunk,
  );

const downloadButton = onDemand(() => loadControls().then((chunk) => chunk.DownloadButton));
const addToPlaylistButton = onDemand(() => loadControls().then((chunk) => chunk.AddToPlaylistButton));
const numberedPager = onDemand(() => loadControls().then((chunk) => chunk.NumberedPager));

/** Starts loading the controls' chunk: with a page that shows them, so they arrive beside its code and data. */
export const preloadControls = (): Promise<unknown> => loadControls();

/**
 * The control once its chunk is in (loaded when `wanted`); until then the caller draws a placeholder at the control's
 * size, so nothing moves when it arrives. `retry` is given when the chunk failed to load, to try again on a press.
 */
function useControl<P>(control: OnDemandComponent<P>, wanted = true) {
  const { Component, failed, retry } = control.useComponent(wanted);
  return { Component, retry: failed ? retry : undefined };
}

/** The download button of every page (see download-button.tsx). */
export function DownloadButton(props: DownloadButtonProps) {
  const { t } = useLingui();
  const { Component, retry } = useControl(downloadButton);
  if (Component) return <Component {...props} />;
  const size = props.size ?? 'iconSm';
  return (
    <IconButton
      label={props.label ?? t`Download`}
      icon={<DownloadIcon size={size === 'iconSm' ? 16 : 20} />}
      size={size}
      disabled={!retry}
      onClick={retry}
    />
  );
}

/** Add to playlist, or to the pinned playlist (see add-to-playlist-button.tsx). */
export function AddToPlaylistButton(props: AddToPlaylistButtonProps) {
  const { t } = useLingui();
  const { Component, retry } = useControl(addToPlaylistButton);
  if (Component) return <Component {...props} />;
  const { trackName, size = 'iconSm' } = props;
  return (
    <IconButton
      label={t`Add ${trackName} to playlist`}
      icon={<PlusIcon size={size === 'iconSm' ? 16 : 20} />}
      size={size}
      disabled={!retry}
      onClick={retry}
    />
  );
}

/** The pager's height with its padding: its links and page field on one line from 768 px, on two below. */
const PAGER_HEIGHT = { base: '136px', md: '88px' };

/** Numbered pagination (see numbered-pager.tsx); a list of one page has none, and loads none. */
export function NumberedPager(props: NumberedPagerProps) {
  const paged = props.total > 1;
  const { Component } = useControl(numberedPager, paged);
  if (!paged) return null;
  if (Component) return <Component {...props} />;
  return <Box aria-hidden="true" minH={PAGER_HEIGHT} />;
}

/** The pager of a paged API list: its position from the answer's `meta`. */
export function Pager({ meta, hrefFor }: Pick<NumberedPagerProps, 'hrefFor'> & { meta: PagingMeta }) {
  return <NumberedPager current={meta.current_page} total={meta.total_pages} hrefFor={hrefFor} />;
}
