import { Box, DisclosureRow, Heading, Text } from '@rsm/shared';
import { useId, useState } from 'react';
import type { Faq } from '../api/get-faqs';
import { parseBody } from './page-body';

/** Questions as disclosure buttons (aria-expanded, aria-controls) over their answer panels. */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box layerStyle="divider.top" maxW="56rem">
      {faqs.map((faq) => {
        const open = openIds.has(faq.id);
        const panelId = `${baseId}-panel-${faq.id}`;
        const buttonId = `${baseId}-button-${faq.id}`;
        return (
          <Box key={faq.id} layerStyle="divider.bottom">
            <Heading as="h2" fontSize="md">
              <DisclosureRow
                id={buttonId}
                open={open}
                controls={panelId}
                h="auto"
                py="4"
                px="2"
                borderRadius="0"
                onClick={() => toggle(faq.id)}
              >
                {faq.question}
              </DisclosureRow>
            </Heading>
            <Box id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} px="2" pb="4">
              {parseBody(faq.answer).map((block, index) => (
                <Text key={index} mb="2" fontWeight={block.kind === 'heading' ? '700' : undefined}>
                  {block.text}
                </Text>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
