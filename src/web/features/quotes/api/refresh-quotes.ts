import { useQueryClient } from '@tanstack/react-query';
import { isOk } from '../../../lib/api-answer';
import type { ApiAnswer } from '../../../lib/api-client';

/** Refreshes the quote and the lists after a write the server accepted. */
export function useRefreshQuotes() {
  const queryClient = useQueryClient();
  return (answer: ApiAnswer<object>) => {
    if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: ['quotes'] });
  };
}
