import { useLingui } from '@lingui/react/macro';
import { Box, Flex, MenuIcon } from '@rsm/shared';
import type { ReactNode } from 'react';
import { ActionMenu, type MenuAction } from '../../../components/action-menu';

/**
 * A row's actions as buttons, collapsing into a 'More' menu on small screens. `name` is what the row is
 * about, so each row's menu button has a name of its own.
 */
export function RowActions({
  children,
  menu,
  name,
}: {
  children: ReactNode;
  menu: MenuAction[];
  name: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <Flex gap="1" justifyContent="flex-end" alignItems="center" display={{ base: 'none', md: 'flex' }}>
        {children}
      </Flex>
      <Box display={{ base: 'block', md: 'none' }}>
        <ActionMenu label={t`More actions for ${name}`} actions={menu} variant="ghost">
          <MenuIcon size={16} />
        </ActionMenu>
      </Box>
    </>
  );
}
