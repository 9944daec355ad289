import { useMutation } from '@tanstack/react-query';
import { request } from '@rsm/shared';

/** POST /v2/homepage/stay_tuned: the new-release newsletter signup. */
export const subscribeNewsletter = (email: string) =>
  request('/v2/homepage/stay_tuned', { method: 'POST', body: { stay_tuned_user: { email } } });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
