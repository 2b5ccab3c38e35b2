import { useQuery } from '@tanstack/react-query';
import type { aboutResponse } from '../../../../shared/schemas/catalogue-read';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import { readAnswer } from './read-answer';

/** GET /data/info/about (no session): history, short history and the optional video. */
export function useAbout() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['content', 'about', lang],
    queryFn: async ({ signal }) =>
      readAnswer<typeof aboutResponse>(await api.get('/data/info/about', { public: true, signal })).about,
  });
}
