import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { suggestResponse } from '../../../../shared/schemas/catalogue-search';
import { SUGGEST_MIN_LETTERS } from '../../../../shared/search-suggestions';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

const letters = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length;

/**
 * POST /companies/suggest for the text typed so far (already debounced by the caller); nothing is
 * asked under SUGGEST_MIN_LETTERS letters. The previous suggestions stay while the next arrive, so
 * the list does not flicker as the buyer types.
 */
export function useSuggestions(text: string) {
  const api = useApi();
  const { lang } = useLanguage();
  const search = text.trim();
  return useQuery({
    queryKey: ['catalogue', 'suggest', lang, search],
    enabled: letters(search) >= SUGGEST_MIN_LETTERS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      readAnswer(
        await api.post<Shaped<typeof suggestResponse>>('/companies/suggest', { search }, { signal }),
      ),
  });
}
