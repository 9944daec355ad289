import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, ErrorState, Grid, Img, RouterLink, Skeleton, Text, type Banner } from '@rsm/shared';
import { useBanners } from '../api/get-banners';

function BannerContent({ banner }: { banner: Banner }) {
  return (
    <>
      <Img
        src={banner.image.url ?? undefined}
        alt=""
        w="full"
        aspectRatio="16/9"
        objectFit="cover"
        borderRadius="md"
        bg="line"
        width={480}
        height={270}
      />
      <Text fontWeight="700" fontSize="lg" mt="2">
        {banner.title}
      </Text>
      <Text color="muted">{banner.subtitle}</Text>
    </>
  );
}

/** Editorial banners; a link inside the app navigates client-side, any other opens as a plain link. */
export function Banners() {
  const { t } = useLingui();
  const banners = useBanners();
  if (banners.isError) return <ErrorState onRetry={() => void banners.refetch()} />;
  if (banners.isPending) return <Skeleton h="48" />;
  if (banners.data.banners.length === 0) return null;
  return (
    <Grid
      as="section"
      aria-label={t`Featured`}
      gridTemplateColumns="repeat(auto-fit, minmax(16rem, 1fr))"
      gap="5"
    >
      {banners.data.banners.map((banner) => (
        <Box key={banner.id}>
          {banner.link?.startsWith('/') ? (
            <RouterLink to={banner.link} display="block" textDecoration="none">
              <BannerContent banner={banner} />
            </RouterLink>
          ) : banner.link ? (
            <Anchor href={banner.link} display="block" textDecoration="none">
              <BannerContent banner={banner} />
            </Anchor>
          ) : (
            <BannerContent banner={banner} />
          )}
        </Box>
      ))}
    </Grid>
  );
}
