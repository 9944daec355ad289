import { Trans } from '@lingui/react/macro';
import { Button, Flex, Link, paths, Stack, Text } from '@rsm/shared';
import type { ReactNode } from 'react';

interface ContractOutcomeProps {
  /** Signed (a status, in green) or refused (an alert, in red). */
  tone: 'success' | 'danger';
  title: ReactNode;
  /** What more there is to say, under the title. */
  children?: ReactNode;
  /** The ways on, before the way back to the list of contracts. */
  actions?: ReactNode;
}

/** How a signing ended: a framed message, announced to screen readers, and the way back to the digital contracts. */
export function ContractOutcome({ tone, title, children, actions }: ContractOutcomeProps) {
  return (
    <Stack
      gap="3"
      role={tone === 'success' ? 'status' : 'alert'}
      p="4"
      borderRadius="md"
      border="1px solid"
      borderColor={tone}
    >
      <Text fontWeight="600" color={tone}>
        {title}
      </Text>
      {children}
      <Flex gap="3" flexWrap="wrap">
        {actions}
        <Button asChild variant="outline">
          <Link to={paths.dashboard.digitalContracts()}>
            <Trans>Back to digital contracts</Trans>
          </Link>
        </Button>
      </Flex>
    </Stack>
  );
}
