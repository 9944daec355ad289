import { Trans, useLingui } from '@lingui/react/macro';
import { Button, toast, useNavigate } from '@rsm/shared';
import { signPageLocation, useEmbeddedSignUrl } from '../api/get-embedded-sign-url';
import type { SigningRefusal } from '@rsm/shared/schemas';
import { ContractOutcome } from './contract-outcome';

/** Why a signing link cannot be used, and the way on: a new link for this composer, or back to the list. */
export function SigningRefused({ contractId, refusal }: { contractId: number; refusal: SigningRefusal }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const newLink = useEmbeddedSignUrl();
  const messages: Record<SigningRefusal, string> = {
    token_invalid: t`This signing link is not valid.`,
    token_used: t`This signing link has already been used.`,
    token_expired: t`This signing link has expired.`,
    token_wrong_account: t`This signing link was sent to another account. Sign in as the composer it was sent to.`,
    already_signed: t`This contract is already signed.`,
    signing_in_progress: t`This contract is being signed in another window. Wait a moment, then open it again.`,
  };
  const canRenew =
    refusal !== 'token_wrong_account' && refusal !== 'already_signed' && refusal !== 'signing_in_progress';
  const renew = () =>
    newLink.mutate(contractId, {
      onSuccess: ({ sign_url }) => void navigate(signPageLocation(sign_url), { replace: true }),
      onError: () => toast.error(t`The signing link could not be opened.`),
    });
  return (
    <ContractOutcome
      tone="danger"
      title={messages[refusal]}
      actions={
        canRenew && (
          <Button onClick={renew} disabled={newLink.isPending}>
            <Trans>Get a new signing link</Trans>
          </Button>
        )
      }
    />
  );
}
