import { useMutation } from '@tanstack/react-query';
import { request } from '@rsm/shared';

export interface MusicConsultation {
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
}

/** POST /v1/music_consultations: the contact form. */
export const sendMusicConsultation = (music_consultation: MusicConsultation) =>
  request('/v1/music_consultations', { method: 'POST', body: { music_consultation } });

export const useSendMusicConsultation = () => useMutation({ mutationFn: sendMusicConsultation });
