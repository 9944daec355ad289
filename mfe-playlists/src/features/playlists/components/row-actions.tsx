import { useLingui } from '@lingui/react/macro';
import { Box, Flex, MenuIcon } from '@rsm/shared';
import type { ReactNode } from 'react';
import { ActionMenu, type MenuAction } from '../../../components/action-menu';

/** A row's actions as buttons, collapsing into a 'More' menu on small screens (spec §2.9). */
export function RowActions({ children, menu }: { children: ReactNode; menu: MenuAction[] }) {
  const { t } = useLingui();
  return (
    <>
      <Flex gap="1" justifyContent="flex-end" display={{ base: 'none', md: 'flex' }}>
        {children}
      </Flex>
      <Box display={{ base: 'block', md: 'none' }}>
        <ActionMenu label={t`More`} actions={menu} variant="ghost">
          <MenuIcon size={16} />
        </ActionMenu>
      </Box>
    </>
  );
}
