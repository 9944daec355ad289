import { Trans } from '@lingui/react/macro';
import { QueryState } from '@rsm/shared';
import { AccountPageFrame } from './components/account-page-frame';
import { useComposerProfile } from './composer-profile/composer-profile-api';
import { ComposerProfileForm } from './composer-profile/composer-profile-form';

function ComposerProfileSection({ name }: { name: { first_name: string; last_name: string } }) {
  const profile = useComposerProfile();
  return (
    <QueryState query={profile} rows={4}>
      {(data) => <ComposerProfileForm profile={data} fallbackName={name} />}
    </QueryState>
  );
}

/** /dashboard/account/composers: the names and IPI number the customer's works are registered under. */
export function ComposerProfilePage() {
  return (
    <AccountPageFrame
      title={<Trans>Composer profile</Trans>}
      prompt={<Trans>Log in to see and change your composer profile.</Trans>}
      intro={
        <Trans>
          Royalties and cue sheets use these details: keep them as your performing rights society has them.
        </Trans>
      }
    >
      {(customer) => (
        <ComposerProfileSection
          key={customer.id}
          name={{ first_name: customer.first_name, last_name: customer.last_name }}
        />
      )}
    </AccountPageFrame>
  );
}
