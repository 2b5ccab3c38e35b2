import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CertificationSaveInput,
  certificationSavedResponse,
  ownCertificationsResponse,
} from '../../../../shared/schemas/company-certifications';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import { isOk, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** The owner's certifications (issue 32, decision 0037), keyed under ['company', 'certifications']. */
const certificationsKey = ['company', 'certifications'] as const;

/** POST /company/certifications/list */
export function useOwnCertifications() {
  const api = useApi();
  return useQuery({
    queryKey: certificationsKey,
    queryFn: async () =>
      readAnswer(await api.post<Shaped<typeof ownCertificationsResponse>>('/company/certifications/list', {}))
        .certifications,
  });
}

function useCertificationWrite<B>(path: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      api.post<Shaped<typeof messageResponse> | Shaped<typeof certificationSavedResponse>>(path, {
        ...(body as object),
      }),
    onSuccess: (answer) => {
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: certificationsKey });
    },
  });
}

/** POST /company/certifications/save: add, or rewrite with req_id (pdf: base64, or pdf_remove). */
export const useSaveCertification = () =>
  useCertificationWrite<CertificationSaveInput>('/company/certifications/save');
/** POST /company/certifications/delete */
export const useDeleteCertification = () =>
  useCertificationWrite<{ req_id: string }>('/company/certifications/delete');
