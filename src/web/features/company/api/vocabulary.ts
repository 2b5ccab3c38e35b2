import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ownVocabularyResponse,
  ownVocabularySavedResponse,
  vocabularySaveBody,
  vocabularySuggestBody,
} from '../../../../shared/schemas/vocabulary';
import { isOk, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** The owner's processes and materials (issue 32, decision 0038), keyed under ['company', 'vocabulary']. */
const vocabularyKey = ['company', 'vocabulary'] as const;

/** GET /company/vocabulary: the live terms, the company's choice and its suggestions. */
export function useOwnVocabulary() {
  const api = useApi();
  return useQuery({
    queryKey: vocabularyKey,
    queryFn: async () =>
      readAnswer(await api.get<Shaped<typeof ownVocabularyResponse>>('/company/vocabulary')),
  });
}

function useVocabularyWrite<B extends Record<string, unknown>>(path: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<Shaped<typeof ownVocabularySavedResponse>>(path, body),
    onSuccess: (answer) => {
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: vocabularyKey });
    },
  });
}

/** POST /company/vocabulary/save: the whole choice of term ids, and the choice the form was loaded with. */
export const useSaveVocabulary = () =>
  useVocabularyWrite<z.input<typeof vocabularySaveBody>>('/company/vocabulary/save');
/** POST /company/vocabulary/suggest: a new term in one language or both. */
export const useSuggestTerm = () =>
  useVocabularyWrite<z.input<typeof vocabularySuggestBody>>('/company/vocabulary/suggest');
