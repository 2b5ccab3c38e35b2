import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ownProductsResponse,
  ProductSaveInput,
  productSavedResponse,
} from '../../../../shared/schemas/company-products';
import type { messageResponse } from '../../../../shared/schemas/envelope';
import { isOk, readAnswer, type Shaped } from '../../../lib/api-answer';
import { useApi } from '../../../lib/services';

/** The owner's products and services (issue 32): one hook per call, keyed under ['company', 'products']. */
const productsKey = ['company', 'products'] as const;

/** POST /company/products/list: the items in their order, both languages. */
export function useOwnProducts() {
  const api = useApi();
  return useQuery({
    queryKey: productsKey,
    queryFn: async () =>
      readAnswer(await api.post<Shaped<typeof ownProductsResponse>>('/company/products/list', {})).products,
  });
}

function useProductWrite<B>(path: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      api.post<Shaped<typeof messageResponse> | Shaped<typeof productSavedResponse>>(path, {
        ...(body as object),
      }),
    onSuccess: (answer) => {
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: productsKey });
    },
  });
}

/** POST /company/products/save: add, or rewrite with req_id (image: base64, or image_remove). */
export const useSaveProduct = () => useProductWrite<ProductSaveInput>('/company/products/save');
/** POST /company/products/delete */
export const useDeleteProduct = () => useProductWrite<{ req_id: string }>('/company/products/delete');
/** POST /company/products/order: every item's reqId in the new order. */
export const useOrderProducts = () => useProductWrite<{ req_ids: string[] }>('/company/products/order');
