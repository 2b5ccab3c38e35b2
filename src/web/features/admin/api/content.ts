import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { initialQueryKeys } from '../../../../shared/first-paint';
import type {
  adminAboutResponse,
  adminBannerResponse,
  adminContactResponse,
  adminFaqListResponse,
  adminSlidesResponse,
} from '../../../../shared/schemas/admin-content';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import type { ApiAnswer } from '../../../lib/api-client';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

/** What each content tab loads: the paths of GET /app/admin/content/<part>. */
export type ContentPart = 'faq' | 'slides' | 'banner' | 'about' | 'contact';

type Answers = {
  faq: Shaped<typeof adminFaqListResponse>;
  slides: Shaped<typeof adminSlidesResponse>;
  banner: Shaped<typeof adminBannerResponse>;
  about: Shaped<typeof adminAboutResponse>;
  contact: Shaped<typeof adminContactResponse>;
};

export const contentKey = (part: ContentPart) => ['admin', 'content', part] as const;

/** One part of the content as the back office edits it (both languages). */
export function useContent<P extends ContentPart>(part: P) {
  const api = useApi();
  return useQuery({
    queryKey: contentKey(part),
    queryFn: async (): Promise<Answers[P]['data']> =>
      readAnswer(await api.get<Answers[P]>(`/admin/content/${part}`)).data,
  });
}

/**
 * A content write (POST /app/admin/content/…), answered as it came so the form can place refusals
 * on its fields. After it, the back office reloads the part and this browser forgets the public
 * answers it kept (home, FAQ, about, contact), so the site opened in another tab shows the change.
 */
export function useContentWrite(part: ContentPart) {
  const api = useApi();
  const client = useQueryClient();
  const { lang } = useLanguage();
  return useMutation({
    mutationFn: async ({
      path,
      body,
    }: {
      path: string;
      body: Record<string, unknown>;
    }): Promise<ApiAnswer<object>> => api.post(`/admin/content/${path}`, body),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: contentKey(part) }),
        client.invalidateQueries({ queryKey: ['content'] }),
        client.invalidateQueries({ queryKey: initialQueryKeys.dataIndex(lang).slice(0, 2) }),
      ]);
    },
  });
}
