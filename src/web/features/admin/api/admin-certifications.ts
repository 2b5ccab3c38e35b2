import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { adminCertificationsResponse } from '../../../../shared/schemas/company-certifications';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

export type AdminCertification = Shaped<typeof adminCertificationsResponse>['certifications'][number];

/** POST /admin/companies/certifications: a company's certificates, fetched when its record opens. */
export function useAdminCertifications(companyReqId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['admin', 'certifications', companyReqId],
    queryFn: async (): Promise<AdminCertification[]> =>
      readAnswer(
        await api.post<Shaped<typeof adminCertificationsResponse>>('/admin/companies/certifications', {
          req_id: companyReqId,
        }),
      ).certifications,
  });
}

/** POST /admin/companies/certification_check: marks a certificate checked, or takes the mark away. */
export function useCheckCertification() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { reqId: string; checked: boolean }): Promise<void> => {
      readAnswer(
        await api.post('/admin/companies/certification_check', {
          req_id: input.reqId,
          checked: input.checked,
        }),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'certifications'] }),
  });
}
