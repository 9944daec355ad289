import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { $isLoggedIn } from '../bus/auth-store';
import { $customer } from '../bus/customer-store';
import { paths } from '../paths';
import { toast } from '../ui/toaster';

/** Whether the current reader may download, and what a download click does instead when not. */
export type DownloadAccess =
  /** A customer, a share token, or files offered to visitors: downloads start. */
  | { kind: 'allowed' }
  /** A fake account: a click shows a notice and leads to contact-us. */
  | { kind: 'fake'; redirect: () => void }
  /** Downloads disabled for this account: shown disabled with the reason. */
  | { kind: 'blocked'; reason: string }
  /** Signed in, the customer still loading: not known yet. */
  | { kind: 'pending' }
  /** A visitor without a token: log in and come back here. */
  | { kind: 'login'; loginPath: string };

export interface DownloadAccessOptions {
  /** A share token authorises the download without a login (playlist sharing). */
  token?: string;
  /** Offer the files to visitors too. */
  enableUnauthorized?: boolean;
}

/** The download rules of every download control: the shared button's and a playlist's zip menu. */
export function useDownloadAccess({
  token,
  enableUnauthorized = false,
}: DownloadAccessOptions = {}): DownloadAccess {
  const { t } = useLingui();
  const customer = useStore($customer);
  const loggedIn = useStore($isLoggedIn);
  const location = useLocation();
  const navigate = useNavigate();

  if (customer?.fake_account)
    return {
      kind: 'fake',
      redirect: () => {
        toast.info(t`Downloads are not available for this account. Please contact us to get access.`);
        navigate(paths.contactUs());
      },
    };
  if (customer?.block_download)
    return { kind: 'blocked', reason: t`Downloads for your account were disabled` };
  if (customer === undefined && loggedIn && !token) return { kind: 'pending' };
  if (!customer && !token && !enableUnauthorized)
    return { kind: 'login', loginPath: paths.login(`${location.pathname}${location.search}`) };
  return { kind: 'allowed' };
}
