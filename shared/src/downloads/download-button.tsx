import { useLingui } from '@lingui/react/macro';
import { useId, type MouseEvent } from 'react';
import { trackEvent, type ContentGroup } from '../analytics';
import { AnchorButton, IconButton, RouterLinkButton } from '../ui/button';
import { DownloadIcon } from '../ui/icons';
import { Box } from '../ui/primitives';
import { DownloadMenu } from './download-menu';
import type { DownloadOption } from './download-options';
import { downloadWithAuth, needsAuthFetch } from './save-download';
import { useDownloadAccess } from './use-download-access';

export interface DownloadButtonProps {
  options: DownloadOption[];
  /** The accessible name, e.g. 'Download Neon Rain'; 'Download' when not given. */
  label?: string;
  /** A share token authorises the download without a login (playlist sharing). */
  token?: string;
  /** Offer the files to visitors too. */
  enableUnauthorized?: boolean;
  contentGroup?: ContentGroup;
  size?: 'icon' | 'iconSm';
  /**
   * Called with the chosen file (its label, link and the format in its event) when a download starts, e.g. to record
   * it for a playlist's sender; not when the click leads to log in, contact-us or nothing.
   */
  onDownload?: (option: DownloadOption) => void;
}

/**
 * The download button of every page: a fake account is sent to contact-us with a notice, a blocked one
 * sees it disabled, a visitor without a token is sent to log in and come back; then one file is a direct link,
 * several a menu, none a disabled button.
 */
export function DownloadButton({
  options,
  label,
  token,
  enableUnauthorized = false,
  contentGroup = 'tracks',
  size = 'iconSm',
  onDownload,
}: DownloadButtonProps) {
  const { t } = useLingui();
  const access = useDownloadAccess({ token, enableUnauthorized });
  const disabledId = useId();
  const name = label ?? t`Download`;
  const iconSize = size === 'iconSm' ? 16 : 20;
  const icon = <DownloadIcon size={iconSize} />;

  if (access.kind === 'fake') {
    return <IconButton label={name} icon={icon} size={size} onClick={access.redirect} />;
  }
  if (access.kind === 'blocked') {
    return (
      <Box as="span" display="inline-flex" title={access.reason}>
        <IconButton
          label={name}
          icon={icon}
          size={size}
          disabled
          aria-describedby={disabledId}
          title={access.reason}
        />
        <Box as="span" id={disabledId} srOnly>
          {access.reason}
        </Box>
      </Box>
    );
  }
  if (access.kind === 'pending') {
    return <IconButton label={name} icon={icon} size={size} disabled />;
  }
  if (access.kind === 'login') {
    return (
      <RouterLinkButton
        to={access.loginPath}
        aria-label={t`${name} (log in to download)`}
        title={t`Log in to download`}
        variant="ghost"
        size={size}
      >
        {icon}
      </RouterLinkButton>
    );
  }
  if (options.length === 0) {
    return <IconButton label={name} icon={icon} size={size} disabled />;
  }

  const choose = (option: DownloadOption, event: MouseEvent<HTMLAnchorElement>) => {
    void trackEvent(option.event.name, option.event.properties, contentGroup).catch(() => undefined);
    onDownload?.(option);
    if (!needsAuthFetch()) return;
    // A signed-in download needs the auth headers, which a followed link cannot send.
    event.preventDefault();
    void downloadWithAuth(option.url);
  };

  if (options.length === 1) {
    const [option] = options as [DownloadOption];
    return (
      <AnchorButton
        href={option.url}
        download
        aria-label={`${name}: ${option.label}`}
        title={option.size ? `${option.label} (${option.size})` : option.label}
        variant="ghost"
        size={size}
        onClick={(event) => choose(option, event)}
      >
        {icon}
      </AnchorButton>
    );
  }
  return <DownloadMenu label={name} options={options} size={size} onChoose={choose} />;
}
