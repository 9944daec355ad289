import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $customer,
  Button,
  createPath,
  HeartIcon,
  paths,
  toast,
  useLocation,
  useNavigate,
} from '@rsm/shared';
import { useFavouriteAlbums } from '../api/get-favourite-albums';
import { useToggleFavourite } from '../api/toggle-favourite';

/** The most favourites a customer's album page checks membership against. */
const FAVOURITES_CHECKED = 250;

/** Favourite toggle of the album page; visitors are sent to log in and come back. */
export function FavouriteToggle({ albumId }: { albumId: number }) {
  const { t } = useLingui();
  const customer = useStore($customer);
  const location = useLocation();
  const navigate = useNavigate();
  const favourites = useFavouriteAlbums(1, FAVOURITES_CHECKED, !!customer);
  const toggle = useToggleFavourite(albumId);
  const favourited = !!favourites.data?.albums.some((album) => album.id === albumId);
  return (
    <Button
      variant="outline"
      aria-pressed={customer ? favourited : undefined}
      disabled={toggle.isPending || (!!customer && favourites.isPending)}
      onClick={() => {
        if (!customer) {
          void navigate(paths.login(createPath(location)));
          return;
        }
        toggle.mutate(undefined, {
          onError: () => toast.error(t`The album could not be saved to My albums.`),
        });
      }}
    >
      <HeartIcon size={16} />
      {favourited ? <Trans>In My albums</Trans> : <Trans>Add to My albums</Trans>}
    </Button>
  );
}
