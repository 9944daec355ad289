import { SearchBar, type SearchBarProps } from '../features/search-bar/components/search-bar';
import { catalogReady } from '../i18n';

await catalogReady;

/** The search bar the host mounts in its top bar and in the mobile search overlay (spec §2.5). */
export default function ExposedSearchBar(props: SearchBarProps) {
  return <SearchBar {...props} />;
}
