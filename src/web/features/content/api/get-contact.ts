import { useQuery } from '@tanstack/react-query';
import type { contactResponse } from '../../../../shared/schemas/catalogue-read';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import { readAnswer } from './read-answer';

/** GET /data/info/contact (no session); the contact page and the footer share one cache entry. */
export function useContact() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['content', 'contact', lang],
    queryFn: async ({ signal }) =>
      readAnswer<typeof contactResponse>(await api.get('/data/info/contact', { public: true, signal }))
        .contact,
  });
}
