import { Box } from '@rsm/shared';
import type { ReactNode } from 'react';

/** A form-level message: an alert for failures, a polite status for success. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const colors = {
    error: { bg: '#fef3f2', color: 'danger' },
    success: { bg: '#ecfdf3', color: 'success' },
    info: { bg: 'brand.50', color: 'brand.900' },
  }[tone];
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      bg={colors.bg}
      color={colors.color}
      borderRadius="md"
      px="4"
      py="3"
      fontWeight="500"
    >
      {children}
    </Box>
  );
}
