import { Trans } from '@lingui/react/macro';
import { Box, EmptyState, Heading } from '@rsm/shared';
import { useFaqs } from '../api/get-faqs';
import { FaqAccordion } from '../components/faq-accordion';
import { QueryState } from '../../../components/query-state';

export function FaqPage() {
  const faqs = useFaqs();
  return (
    <Box maxW="80rem" mx="auto" px="4" py="8">
      <Heading as="h1" fontSize="3xl" mb="6">
        <Trans>Frequently asked questions</Trans>
      </Heading>
      <QueryState query={faqs}>
        {(list) => (list.length ? <FaqAccordion faqs={list} /> : <EmptyState />)}
      </QueryState>
    </Box>
  );
}
