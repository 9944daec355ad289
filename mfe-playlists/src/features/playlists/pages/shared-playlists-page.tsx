import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  Box,
  Grid,
  Heading,
  $isLoggedIn,
  List,
  ListItem,
  LoginPrompt,
  Stack,
  Text,
  usePageTitle,
} from '@rsm/shared';
import { useId, type ReactNode } from 'react';
import { OpenSharedLinkForm } from '../components/open-shared-link-form';
import { ReceivedPlaylistsPreview } from '../components/received-playlists-preview';

function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      p={{ base: '4', md: '6' }}
      layerStyle="card"
      bg="white"
      minW="0"
    >
      <Heading as="h2" fontSize="xl" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * /shared-playlists: what a shared playlist is, how to open one (the emailed link, or pasting it here), and for a
 * signed-in customer the playlists sent to them.
 */
export function SharedPlaylistsPage() {
  const { t } = useLingui();
  const loggedIn = useStore($isLoggedIn);
  usePageTitle(t`Shared playlists`);
  return (
    <Box maxW="72rem" mx="auto" px="4" py={{ base: '6', md: '10' }}>
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} mb="3">
        <Trans>Shared playlists</Trans>
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="muted" maxW="48rem" mb={{ base: '6', md: '8' }}>
        <Trans>
          A shared playlist is a selection of tracks someone put together and sent to you by email. Anyone
          with its link can listen to it and download its tracks; with an account you can also copy it into
          your own playlists.
        </Trans>
      </Text>
      <Grid gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
        <Panel title={<Trans>Open a shared playlist</Trans>}>
          <List as="ol" listStyleType="decimal" ps="5" display="grid" gap="2">
            <ListItem>
              <Trans>Find the email that says someone shared a playlist with you.</Trans>
            </ListItem>
            <ListItem>
              <Trans>Follow its link: the playlist opens on this site, no account needed.</Trans>
            </ListItem>
            <ListItem>
              <Trans>Or copy the link and paste it below.</Trans>
            </ListItem>
          </List>
          <OpenSharedLinkForm />
        </Panel>
        <Panel title={<Trans>Shared with you</Trans>}>
          {loggedIn ? (
            <ReceivedPlaylistsPreview />
          ) : (
            <LoginPrompt>
              <Trans>Log in to see every playlist sent to your address in one place.</Trans>
            </LoginPrompt>
          )}
        </Panel>
      </Grid>
    </Box>
  );
}
