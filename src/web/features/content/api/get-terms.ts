import { useQuery } from '@tanstack/react-query';
import type { termsResponse } from '../../../../shared/schemas/catalogue-read';
import type { TermName } from '../../../lib/paths';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import { readAnswer } from './read-answer';

/** The route's kebab-case name and the API's name of the same text. */
export const TERMS_API_NAME = {
  'privacy-policy': 'privacyPolicy',
  'terms-of-use': 'termOfUse',
} as const satisfies Record<TermName, string>;

/** GET /data/info/terms/{privacyPolicy|termOfUse} (no session): the terms as markdown. */
export function useTerms(name: TermName) {
  const api = useApi();
  const { lang } = useLanguage();
  const apiName = TERMS_API_NAME[name];
  return useQuery({
    queryKey: ['content', 'terms', apiName, lang],
    queryFn: async ({ signal }) =>
      readAnswer<typeof termsResponse>(await api.get(`/data/info/terms/${apiName}`, { public: true, signal }))
        .terms,
  });
}
