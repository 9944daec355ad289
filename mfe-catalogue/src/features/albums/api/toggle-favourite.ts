import { answerSchema } from '../../../answer-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, trackEvent } from '@rsm/shared';
import { favouriteAlbumsKey } from './get-favourite-albums';

export const toggleFavourite = (albumId: number) =>
  request(`/v1/albums/${albumId}/toggle`, {
    schema: answerSchema('favouriteToggleResponseSchema'),
    method: 'POST',
  });

/** Adds the album to the customer's favourites or removes it; the favourite lists refresh after. */
export function useToggleFavourite(albumId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => toggleFavourite(albumId),
    onSuccess: ({ favourited }) => {
      if (favourited) void trackEvent('add_to_favorite', { album_id: albumId }, 'albums');
      return client.invalidateQueries({ queryKey: favouriteAlbumsKey });
    },
  });
}
