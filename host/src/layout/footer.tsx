import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $locale,
  Anchor,
  Box,
  Flex,
  Grid,
  Heading,
  List,
  ListItem,
  Logo,
  paths,
  RouterLink,
  Text,
} from '@rsm/shared';
import { NewsletterButton } from '../features/newsletter/newsletter-button';
import { PrsBadge } from './prs-badge';
import { socialLinksFor } from './social-links';

/** Secondary text on the night background: about 10:1 against it, well past the 4.5:1 contrast minimum. */
const FOOTER_MUTED = 'rgba(255,255,255,0.72)';

/** Every footer link: muted on the night background, white under the pointer. */
const FOOTER_LINK = { color: FOOTER_MUTED, _hover: { color: 'white' } } as const;

interface FooterLink {
  to: string;
  label: string;
}

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Box as="nav" aria-label={title}>
      <Heading as="h2" fontSize="md" mb="2">
        {title}
      </Heading>
      <List display="flex" flexDirection="column" gap="1">
        {links.map((link) => (
          <ListItem key={link.label}>
            <RouterLink to={link.to} {...FOOTER_LINK} textDecoration="none">
              {link.label}
            </RouterLink>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** Discover, Support and Company columns, the legal row, the newsletter signup and the copyright. */
export function Footer() {
  const { t } = useLingui();
  const locale = useStore($locale);
  const legal: FooterLink[] = [
    { to: paths.termsAndConditions(), label: t`Terms & conditions` },
    { to: paths.privacyPolicy(), label: t`Privacy Policy` },
    { to: paths.cookiePolicy(), label: t`Cookie Policy` },
    { to: paths.cookiePreferences(), label: t`Manage Cookie Preferences` },
  ];
  const social = socialLinksFor(locale);
  return (
    // Dark like the top bar: the page's content sits between two frames of the brand's night colour. The room left
    // for the fixed player (80 px) is inside the footer, so the page ends on the footer's colour, not a white band.
    <Box as="footer" bg="night.900" color="white" px="4" pt="12" pb="28">
      <Box maxW="80rem" mx="auto">
        <Box mb="8">
          <Logo height={28} />
        </Box>
        <Grid gridTemplateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }} gap="6" mb="6">
          <LinkColumn
            title={t`Discover`}
            links={[
              { to: paths.albums.list(), label: t`Albums` },
              { to: paths.catalogues.list(), label: t`Catalogues` },
              { to: paths.curatedPlaylists.list(), label: t`Playlists` },
            ]}
          />
          <LinkColumn
            title={t`Support`}
            links={[
              { to: paths.contactUs(), label: t`Contact Us` },
              { to: paths.faq(), label: t`FAQs` },
            ]}
          />
          <LinkColumn
            title={t`Company`}
            links={[
              { to: paths.aboutUs(), label: t`About Us` },
              { to: paths.contactUs(), label: t`International Agents` },
              { to: paths.ratesLicensing(), label: t`Rates & Licensing` },
            ]}
          />
          <Box>
            <Heading as="h2" fontSize="md" mb="2">
              <Trans>Newsletter</Trans>
            </Heading>
            <NewsletterButton />
          </Box>
        </Grid>
        <Flex
          as="nav"
          aria-label={t`Legal`}
          gap="4"
          flexWrap="wrap"
          borderTop="1px solid"
          borderColor="night.700"
          pt="4"
          mb="4"
        >
          {legal.map((link) => (
            <RouterLink key={link.label} to={link.to} {...FOOTER_LINK} fontSize="sm">
              {link.label}
            </RouterLink>
          ))}
        </Flex>
        {social.length > 0 && (
          <List as="ul" aria-label={t`Follow us`} display="flex" gap="4" flexWrap="wrap" mb="4">
            {social.map((link) => (
              <ListItem key={link.network}>
                <Anchor
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  {...FOOTER_LINK}
                  fontSize="sm"
                >
                  {link.name}
                </Anchor>
              </ListItem>
            ))}
          </List>
        )}
        <Flex alignItems="center" justifyContent="space-between" gap="4" flexWrap="wrap">
          <Text color={FOOTER_MUTED} fontSize="sm">
            <Trans>© {new Date().getFullYear()} RSM Music. All rights reserved.</Trans>
          </Text>
          {locale === 'en' && (
            <Box color={FOOTER_MUTED}>
              <PrsBadge />
            </Box>
          )}
        </Flex>
      </Box>
    </Box>
  );
}
