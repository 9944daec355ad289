import type { ExposeProps } from '@rsm/shared';
import { SearchBar } from '../features/search-bar/components/search-bar';
import { catalogReady } from '../i18n';

await catalogReady;

/** The search bar the host mounts in its top bar and in the mobile search overlay. */
export default function ExposedSearchBar(props: ExposeProps<'catalogue', 'search-bar'>) {
  return <SearchBar {...props} />;
}
