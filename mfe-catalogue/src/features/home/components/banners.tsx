import { useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Box,
  ErrorState,
  Grid,
  ResponsiveImage,
  RouterLink,
  Skeleton,
  Text,
  type Banner,
} from '@rsm/shared';
import type { useBanners } from '../api/get-banners';

/** A banner: its picture, and over its lower part (on a dark gradient) the title and subtitle, whole at every width. */
function BannerContent({ banner }: { banner: Banner }) {
  return (
    <Box position="relative" borderRadius="lg" overflow="hidden" bg="night.800" aspectRatio="16/9">
      <ResponsiveImage
        image={banner.image}
        sizes={BANNER_SIZES}
        loading="lazy"
        alt=""
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
        width={480}
        height={270}
      />
      <Box
        position="absolute"
        inset="0"
        display="flex"
        flexDirection="column"
        justifyContent="flex-end"
        p={{ base: '4', md: '5' }}
        color="white"
        bgImage="linear-gradient(180deg, rgba(14,13,19,0) 25%, rgba(14,13,19,0.88) 100%)"
      >
        <Text textStyle="card" fontSize="lg" fontWeight="700">
          {banner.title}
        </Text>
        <Text fontSize="sm" color="rgba(255,255,255,0.85)" lineClamp={2}>
          {banner.subtitle}
        </Text>
      </Box>
    </Box>
  );
}

// As BANNER_GRID lays them out: one column on phones, two from md, three from lg (16rem at least each).
const BANNER_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

const BANNER_GRID = {
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(auto-fit, minmax(16rem, 1fr))' },
  gap: { base: '4', md: '6' },
} as const;

/**
 * Placeholders laid out as the banners are (the usual three: image, title and subtitle lines), so the sections
 * below do not move down when the banners arrive.
 */
function BannersLoading() {
  return (
    <Grid {...BANNER_GRID} aria-hidden="true">
      {[0, 1, 2].map((placeholder) => (
        <Skeleton key={placeholder} w="full" aspectRatio="16/9" borderRadius="lg" />
      ))}
    </Grid>
  );
}

/** Editorial banners; a link inside the app navigates client-side, any other opens as a plain link. */
export function Banners({ banners }: { banners: ReturnType<typeof useBanners> }) {
  const { t } = useLingui();
  if (banners.isError) return <ErrorState onRetry={() => void banners.refetch()} />;
  if (banners.isPending) return <BannersLoading />;
  if (banners.data.banners.length === 0) return null;
  return (
    <Grid as="section" aria-label={t`Featured`} {...BANNER_GRID}>
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
