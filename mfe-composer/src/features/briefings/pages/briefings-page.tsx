import { Trans, useLingui } from '@lingui/react/macro';
import {
  ApiError,
  Box,
  ErrorState,
  Heading,
  LoadingState,
  pageLink,
  Pager,
  paths,
  usePageParam,
  usePageTitle,
} from '@rsm/shared';
import { ComposerGate } from '../../../components/composer-gate';
import { ComposerOnly } from '../../../components/composer-only';
import { useBriefings } from '../api/get-briefings';
import { BriefingsTable } from '../components/briefings-table';

const hrefFor = (page: number) => pageLink(paths.dashboard.briefings(), page);

function BriefingsList() {
  const page = usePageParam();
  const briefings = useBriefings({ page });
  // The customer on the bus may be stale; the API has the last word on who is a composer.
  if (briefings.error instanceof ApiError && briefings.error.status === 403) return <ComposerOnly />;
  if (briefings.isError) return <ErrorState onRetry={() => void briefings.refetch()} />;
  if (briefings.isPending) return <LoadingState rows={6} />;
  return (
    <>
      <BriefingsTable briefings={briefings.data.briefings} />
      <Pager meta={briefings.data.meta} hrefFor={hrefFor} />
    </>
  );
}

/** /dashboard/briefings: the briefs composers can answer. */
export function BriefingsPage() {
  const { t } = useLingui();
  usePageTitle(t`Briefings`);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Heading as="h1" fontSize="3xl" mb="6">
        <Trans>Briefings</Trans>
      </Heading>
      <ComposerGate>
        <BriefingsList />
      </ComposerGate>
    </Box>
  );
}
