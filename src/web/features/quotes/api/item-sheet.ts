import { useMutation } from '@tanstack/react-query';
import type { itemSheetResponse } from '../../../../shared/schemas/quote-items';
import type { Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** POST /quotes/items_sheet {file: {name, content}} → the file's items and its refused rows in words. */
export function useReadItemSheet() {
  const api = useApi();
  return useMutation({
    mutationFn: (file: { name: string; content: string }) =>
      api.post<Shaped<typeof itemSheetResponse>>('/quotes/items_sheet', { file }),
  });
}
