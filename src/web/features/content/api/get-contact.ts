import { useQuery } from '@tanstack/react-query';
import type { contactResponse } from '../../../../shared/schemas/catalogue-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

/** GET /data/info/contact (no session); the contact page and the footer share one cache entry. */
export function useContact() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['content', 'contact', lang],
    queryFn: async ({ signal }) =>
      readAnswer(
        await api.get<Shaped<typeof contactResponse>>('/data/info/contact', { public: true, signal }),
      ).contact,
  });
}
