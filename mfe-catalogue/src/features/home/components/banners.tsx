import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, ErrorState, Grid, Img, RouterLink, Skeleton, Text, type Banner } from '@rsm/shared';
import { useBanners } from '../api/get-banners';

/** `first`: the banner whose image is the largest paint of the first view, fetched ahead of everything else. */
function BannerContent({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <>
      <Img
        src={banner.image.url ?? undefined}
        alt=""
        fetchPriority={first ? 'high' : 'auto'}
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

const BANNER_GRID = { gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: '5' } as const;

/**
 * Placeholders laid out as the banners are (the usual three: image, title and subtitle lines), so the sections
 * below do not move down when the banners arrive.
 */
function BannersLoading() {
  return (
    <Grid {...BANNER_GRID} aria-hidden="true">
      {[0, 1, 2].map((placeholder) => (
        <Box key={placeholder}>
          <Skeleton w="full" aspectRatio="16/9" borderRadius="md" />
          {/* The heights of the title (lg) and subtitle (md) lines at line-height 1.5. */}
          <Skeleton mt="2" h="1.6875rem" w="60%" />
          <Skeleton mt="0.5" h="1.25rem" w="80%" mb="0.5" />
        </Box>
      ))}
    </Grid>
  );
}

/** Editorial banners; a link inside the app navigates client-side, any other opens as a plain link. */
export function Banners() {
  const { t } = useLingui();
  const banners = useBanners();
  if (banners.isError) return <ErrorState onRetry={() => void banners.refetch()} />;
  if (banners.isPending) return <BannersLoading />;
  if (banners.data.banners.length === 0) return null;
  return (
    <Grid as="section" aria-label={t`Featured`} {...BANNER_GRID}>
      {banners.data.banners.map((banner, index) => (
        <Box key={banner.id}>
          {banner.link?.startsWith('/') ? (
            <RouterLink to={banner.link} display="block" textDecoration="none">
              <BannerContent banner={banner} first={index === 0} />
            </RouterLink>
          ) : banner.link ? (
            <Anchor href={banner.link} display="block" textDecoration="none">
              <BannerContent banner={banner} first={index === 0} />
            </Anchor>
          ) : (
            <BannerContent banner={banner} first={index === 0} />
          )}
        </Box>
      ))}
    </Grid>
  );
}
