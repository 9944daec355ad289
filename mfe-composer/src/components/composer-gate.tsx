import { Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $customer, $isLoggedIn, LoadingState, LoginPrompt } from '@rsm/shared';
import type { ReactNode } from 'react';
import { ComposerOnly } from './composer-only';

/**
 * Renders its children only for a composer, so no composer request leaves for anyone else: a visitor is asked to
 * log in, another customer is told the area is for composers, and nothing is decided while the customer loads.
 */
export function ComposerGate({ children }: { children: ReactNode }) {
  const loggedIn = useStore($isLoggedIn);
  const customer = useStore($customer);
  if (!loggedIn || customer === null) {
    return (
      <LoginPrompt>
        <Trans>Log in with your composer account to use the composer area.</Trans>
      </LoginPrompt>
    );
  }
  if (customer === undefined) return <LoadingState rows={4} />;
  if (!customer.is_composer) return <ComposerOnly />;
  return children;
}
