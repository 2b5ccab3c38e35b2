import { useQuery } from '@tanstack/react-query';
import { initialQueryKeys } from '../../../../shared/first-paint';
import type { dataIndexResponse } from '../../../../shared/schemas/catalogue-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

/** GET /data/index: the home slides, banner and short about text, in the UI language. */
export function useDataIndex() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: initialQueryKeys.dataIndex(lang),
    queryFn: async ({ signal }) =>
      readAnswer(await api.get<Shaped<typeof dataIndexResponse>>('/data/index', { signal })),
  });
}
