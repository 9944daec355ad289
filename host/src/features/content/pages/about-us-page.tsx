import { Trans } from '@lingui/react/macro';
import { Heading, Img, Text } from '@rsm/shared';
import { useCrew } from '../api/get-crew';
import { PAGE_SLUGS } from '@rsm/shared/schemas';
import { CardGridSection } from '../components/card-grid-section';
import { ContentPage } from '../components/content-page';

export function AboutUsPage() {
  const crew = useCrew();
  return (
    <ContentPage slug={PAGE_SLUGS.about}>
      <CardGridSection title={<Trans>Our team</Trans>} query={crew}>
        {(member) => (
          <>
            {member.photo.url && (
              <Img src={member.photo.url} alt="" w="20" h="20" borderRadius="full" objectFit="cover" mb="3" />
            )}
            <Heading as="h3" fontSize="lg">
              {member.name}
            </Heading>
            <Text color="muted" mb="2">
              {member.role}
            </Text>
            <Text>{member.bio}</Text>
          </>
        )}
      </CardGridSection>
    </ContentPage>
  );
}
