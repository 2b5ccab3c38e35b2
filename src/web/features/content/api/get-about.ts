import { useQuery } from '@tanstack/react-query';
import type { aboutResponse } from '../../../../shared/schemas/catalogue-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

/** GET /data/info/about (no session): history, short history and the optional video. */
export function useAbout() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['content', 'about', lang],
    queryFn: async ({ signal }) =>
      readAnswer(await api.get<Shaped<typeof aboutResponse>>('/data/info/about', { public: true, signal }))
        .about,
  });
}
