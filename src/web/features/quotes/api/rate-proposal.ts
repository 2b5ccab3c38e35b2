import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import type { ratingBody } from '../../../../shared/schemas/rating';
import type { Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** POST /quotes/proposal_rate (no session): the rating payload of PRODUCT.md 3 → `{ message }`. */
export function useRateProposal() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: z.output<typeof ratingBody>) =>
      api.post<Shaped<typeof messageResponse>>('/quotes/proposal_rate', { ...body }, { public: true }),
  });
}
