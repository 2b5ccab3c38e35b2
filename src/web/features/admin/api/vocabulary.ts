import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  adminSuggestionApproveBody,
  adminSuggestionRefuseBody,
  adminSuggestionsResponse,
  adminVocabularyAddBody,
  adminVocabularyRenameBody,
  adminVocabularyResponse,
  adminVocabularySavedResponse,
} from '../../../../shared/schemas/vocabulary';
import { isOk, readAnswer, type Shaped } from '../../../lib/api-answer';
import type { ApiAnswer } from '../../../lib/api-client';
import { useApi } from '../../../lib/services';

/*
 * The vocabulary's back office (issue 32, decision 0038). Writes hand the raw answer back so a form
 * puts a refusal on its fields; a saved change refreshes every query (the public lists show it too).
 */

const keys = {
  terms: ['admin', 'vocabulary', 'terms'] as const,
  suggestions: ['admin', 'vocabulary', 'suggestions'] as const,
};

export function useAdminVocabulary() {
  const api = useApi();
  return useQuery({
    queryKey: keys.terms,
    queryFn: async () =>
      readAnswer(await api.get<Shaped<typeof adminVocabularyResponse>>('/admin/vocabulary/list')).data,
  });
}

export function useTermSuggestions() {
  const api = useApi();
  return useQuery({
    queryKey: keys.suggestions,
    queryFn: async () =>
      readAnswer(await api.get<Shaped<typeof adminSuggestionsResponse>>('/admin/vocabulary/suggestions'))
        .data,
  });
}

type Saved = Shaped<typeof adminVocabularySavedResponse>;

function useWrite<B extends Record<string, unknown>, T extends object = Saved>(path: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B): Promise<ApiAnswer<T>> => api.post<T>(path, body),
    onSuccess: (answer) => {
      if (isOk(answer)) void client.invalidateQueries();
    },
  });
}

export const useAddTerm = () => useWrite<z.input<typeof adminVocabularyAddBody>>('/admin/vocabulary/add');
export const useRenameTerm = () =>
  useWrite<z.input<typeof adminVocabularyRenameBody>>('/admin/vocabulary/rename');
export const useRetireTerm = () => useWrite<{ id: number }>('/admin/vocabulary/retire');
export const useRestoreTerm = () => useWrite<{ id: number }>('/admin/vocabulary/restore');
export const useApproveSuggestion = () =>
  useWrite<z.input<typeof adminSuggestionApproveBody>>('/admin/vocabulary/approve');
export const useRefuseSuggestion = () =>
  useWrite<z.input<typeof adminSuggestionRefuseBody>, object>('/admin/vocabulary/refuse');
