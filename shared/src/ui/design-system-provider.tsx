import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { designSystem } from './system';

/** Rendered once by the host (and by each remote's standalone dev entry). */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={designSystem()}>{children}</ChakraProvider>;
}
