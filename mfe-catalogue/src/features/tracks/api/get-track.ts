import { useQuery } from '@tanstack/react-query';
import { trackQueryOptions } from '@rsm/shared';

export const useTrack = (id: number | string, enabled = true) =>
  useQuery({ ...trackQueryOptions(id), enabled });
