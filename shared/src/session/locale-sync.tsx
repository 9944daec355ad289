import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { $locale } from '../bus/locale-store';

/** Taxonomy names and content come in the request's language: a language switch refetches what is on screen. */
export function LocaleSync() {
  const queryClient = useQueryClient();
  useEffect(() => $locale.listen(() => void queryClient.invalidateQueries()), [queryClient]);
  return null;
}
