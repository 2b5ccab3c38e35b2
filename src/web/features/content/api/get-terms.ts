import { useQuery } from '@tanstack/react-query';
import type { termsResponse } from '../../../../shared/schemas/catalogue-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import type { TermName } from '../../../lib/paths';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

/** The route's kebab-case name and the API's name of the same text. */
export const TERMS_API_NAME = {
  'privacy-policy': 'privacyPolicy',
  'terms-of-use': 'termOfUse',
} as const satisfies Record<TermName, string>;

/** GET /data/info/terms/{privacyPolicy|termOfUse} (no session): the terms as markdown and their publication date. */
export function useTerms(name: TermName) {
  const api = useApi();
  const { lang } = useLanguage();
  const apiName = TERMS_API_NAME[name];
  return useQuery({
    queryKey: ['content', 'terms', apiName, lang],
    queryFn: async ({ signal }) =>
      readAnswer(
        await api.get<Shaped<typeof termsResponse>>(`/data/info/terms/${apiName}`, { public: true, signal }),
      ),
  });
}
