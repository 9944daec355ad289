import { Trans } from '@lingui/react/macro';
import { Text, PageHeading } from '@rsm/shared';
import { RequireCustomer } from '../../components/require-customer';
import { FavouriteAlbums } from './components/favourite-albums';
import { RecentHistory } from './components/recent-history';
import { RecentPlaylists } from './components/recent-playlists';

function Greeting({ name }: { name: string }) {
  return (
    <Text color="muted" mb="8">
      <Trans>Welcome back, {name}.</Trans>
    </Text>
  );
}

/** /dashboard: the customer's landing page — latest playlists, favourite albums, what they played lately. */
export function DashboardPage() {
  return (
    <>
      <PageHeading maxW="64rem" mx="auto" px="4" pt="8">
        <Trans>Dashboard</Trans>
      </PageHeading>
      <RequireCustomer
        maxW="64rem"
        prompt={<Trans>Log in to see your playlists, favourites and history.</Trans>}
      >
        {(customer) => (
          <>
            <Greeting name={customer.first_name || customer.email} />
            <RecentPlaylists />
            <FavouriteAlbums />
            <RecentHistory />
          </>
        )}
      </RequireCustomer>
    </>
  );
}
