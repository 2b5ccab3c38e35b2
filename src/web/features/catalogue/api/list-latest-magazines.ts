import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PAGES } from '../../../../shared/limits';
import type { magazinesListBody } from '../../../../shared/schemas/catalogue';
import type { magazinesListResponse } from '../../../../shared/schemas/catalogue-read';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';

/** POST /magazines/list {records: 4}: the newest editions for the home page. */
export function useLatestMagazines() {
  const api = useApi();
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['catalogue', 'latest-magazines', lang],
    queryFn: async ({ signal }) =>
      readAnswer(
        await api.post<Shaped<typeof magazinesListResponse>>(
          '/magazines/list',
          { records: PAGES.homeMagazines } satisfies z.input<typeof magazinesListBody>,
          { signal },
        ),
      ).data.slice(0, PAGES.homeMagazines),
  });
}
