import { Trans } from '@lingui/react/macro';
import { Box, EmptyState, PageHeading, QueryState } from '@rsm/shared';
import { useFaqs } from '../api/get-faqs';
import { FaqAccordion } from '../components/faq-accordion';

export function FaqPage() {
  const faqs = useFaqs();
  return (
    <Box maxW="80rem" mx="auto" px="4" py="8">
      <PageHeading mb="6">
        <Trans>Frequently asked questions</Trans>
      </PageHeading>
      <QueryState query={faqs}>
        {(list) => (list.length ? <FaqAccordion faqs={list} /> : <EmptyState />)}
      </QueryState>
    </Box>
  );
}
