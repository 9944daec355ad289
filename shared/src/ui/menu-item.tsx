import { chakra } from '@chakra-ui/react/styled-system';
import { recipes } from './recipes';

/** Out of the tab order: the menu moves focus between its items with the arrow keys (`useMenuButton`). */
const options = { defaultProps: { role: 'menuitem', tabIndex: -1 } };

/** An action in a `MenuPopup`. */
export const MenuItem = chakra('button', recipes.menuItem, options);

/** A link in a `MenuPopup`, e.g. a file to download. */
export const MenuItemLink = chakra('a', recipes.menuItem, options);
