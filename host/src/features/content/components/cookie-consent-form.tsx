import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $cookieConsent,
  $locale,
  Box,
  Button,
  Flex,
  Heading,
  saveCookieConsent,
  Span,
  Stack,
  Text,
  toast,
} from '@rsm/shared';
import { format } from 'date-fns';
import { enGB, ptBR } from 'date-fns/locale';
import { useState } from 'react';

/** The consent form: necessary cookies always on, analytics as a switch, saved on this device. */
export function CookieConsentForm() {
  const { t } = useLingui();
  const consent = useStore($cookieConsent);
  const locale = useStore($locale);
  const [analytics, setAnalytics] = useState(consent.analytics);

  return (
    <Box as="section" aria-labelledby="consent-heading" mt="10" maxW="40rem" layerStyle="card" p="5">
      <Heading id="consent-heading" as="h2" fontSize="xl" mb="4">
        <Trans>Your cookie choices</Trans>
      </Heading>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          saveCookieConsent(analytics);
          toast.success(t`Your cookie preferences have been saved.`);
        }}
      >
        <Stack gap="5">
          <Flex justifyContent="space-between" gap="4">
            <Box>
              <Text fontWeight="600">
                <Trans>Necessary cookies</Trans>
              </Text>
              <Text color="muted" fontSize="sm">
                <Trans>Needed for logging in and remembering your language. Always on.</Trans>
              </Text>
            </Box>
            <Text color="muted" fontSize="sm">
              <Trans>Always on</Trans>
            </Text>
          </Flex>
          <Flex justifyContent="space-between" alignItems="center" gap="4">
            <Box>
              <Text id="analytics-label" fontWeight="600">
                <Trans>Analytics cookies</Trans>
              </Text>
              <Text id="analytics-description" color="muted" fontSize="sm">
                <Trans>Help us understand which music people look for.</Trans>
              </Text>
            </Box>
            <Button
              role="switch"
              aria-checked={analytics}
              aria-labelledby="analytics-label"
              aria-describedby="analytics-description"
              onClick={() => setAnalytics((value) => !value)}
              flexShrink={0}
              w="12"
              h="7"
              p="1"
              borderRadius="full"
              bg={analytics ? 'brand.600' : 'muted'}
              _hover={{ bg: analytics ? 'brand.700' : 'ink' }}
              justifyContent={analytics ? 'flex-end' : 'flex-start'}
            >
              <Span display="block" w="5" h="5" borderRadius="full" bg="white" />
            </Button>
          </Flex>
          <Flex alignItems="center" gap="4" flexWrap="wrap">
            <Button type="submit">
              <Trans>Save preferences</Trans>
            </Button>
            {consent.savedAt && (
              <Text color="muted" fontSize="sm">
                <Trans>
                  Last saved{' '}
                  {format(new Date(consent.savedAt), 'PPp', { locale: locale === 'pt' ? ptBR : enGB })}
                </Trans>
              </Text>
            )}
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}
