import { Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $locale, Box, Flex, Grid, paths, RouterLink, Text, PageHeading } from '@rsm/shared';
import { RequireCustomer } from '../../components/require-customer';

function countryName(code: string | null, locale: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A read-only summary of the signed-in customer. */
export function ProfilePage() {
  const locale = useStore($locale);
  return (
    <>
      <PageHeading maxW="48rem" mx="auto" px="4" pt="8">
        <Trans>Profile</Trans>
      </PageHeading>
      <RequireCustomer>
        {(customer) => (
          <Box>
            <Grid as="dl" gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="2" mb="6">
              <Text as="dt" fontWeight="600">
                <Trans>Name</Trans>
              </Text>
              <Text as="dd" m="0">
                {customer.first_name} {customer.last_name}
              </Text>
              <Text as="dt" fontWeight="600">
                <Trans>Email</Trans>
              </Text>
              <Text as="dd" m="0">
                {customer.email}
              </Text>
              <Text as="dt" fontWeight="600">
                <Trans>Country</Trans>
              </Text>
              <Text as="dd" m="0">
                {countryName(customer.website_country, locale) ?? <Trans>Not set</Trans>}
              </Text>
              <Text as="dt" fontWeight="600">
                <Trans>Account type</Trans>
              </Text>
              <Text as="dd" m="0">
                {customer.is_composer ? <Trans>Composer</Trans> : <Trans>Customer</Trans>}
              </Text>
            </Grid>
            <Flex>
              <RouterLink to={paths.dashboard.account()} color="brand.600" fontWeight="600">
                <Trans>Edit my account</Trans>
              </RouterLink>
            </Flex>
          </Box>
        )}
      </RequireCustomer>
    </>
  );
}
