import { Trans } from '@lingui/react/macro';
import { AccountRecordPage } from './components/account-record-page';
import { composerProfileQueryOptions } from './composer-profile/composer-profile-api';
import { ComposerProfileForm } from './composer-profile/composer-profile-form';

/** /dashboard/account/composers: the names and IPI number the customer's works are registered under. */
export function ComposerProfilePage() {
  return (
    <AccountRecordPage
      title={<Trans>Composer profile</Trans>}
      prompt={<Trans>Log in to see and change your composer profile.</Trans>}
      intro={
        <Trans>
          Royalties and cue sheets use these details: keep them as your performing rights society has them.
        </Trans>
      }
      record={composerProfileQueryOptions()}
      rows={4}
    >
      {(profile, customer) => (
        <ComposerProfileForm
          profile={profile}
          fallbackName={{ first_name: customer.first_name, last_name: customer.last_name }}
        />
      )}
    </AccountRecordPage>
  );
}
