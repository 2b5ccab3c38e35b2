import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  adminCategoriesResponse,
  adminCategoryAddBody,
  adminCategoryMergeBody,
  adminCategoryRenameBody,
  adminMagazineSavedResponse,
  adminMagazinesResponse,
  adminTermsPublishBody,
  adminTermsResponse,
  TermsName,
} from '../../../../shared/schemas/admin-publish';
import { isOk, readAnswer, type Shaped } from '../../../lib/api-answer';
import type { ApiAnswer } from '../../../lib/api-client';
import { useApi } from '../../../lib/services';

/*
 * The back office's publishing calls (magazines, terms, categories). Reads go through readAnswer;
 * writes hand the raw answer back so the form puts a refusal on its fields (applyServerErrors).
 * A saved change refreshes the lists here and every public query (['content'], ['catalogue']…),
 * so the site shows it in this tab at once too.
 */

export const publishKeys = {
  magazines: (page: number) => ['admin', 'publish', 'magazines', page] as const,
  terms: (name: TermsName) => ['admin', 'publish', 'terms', name] as const,
  categories: ['admin', 'publish', 'categories'] as const,
};

export function useAdminMagazines(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: publishKeys.magazines(page),
    queryFn: async () =>
      readAnswer(await api.post<Shaped<typeof adminMagazinesResponse>>('/admin/magazines/list', { page })),
  });
}

export function useTermsVersions(name: TermsName) {
  const api = useApi();
  return useQuery({
    queryKey: publishKeys.terms(name),
    queryFn: async () =>
      readAnswer(await api.post<Shaped<typeof adminTermsResponse>>('/admin/terms/versions', { name })).data,
  });
}

export function useAdminCategories() {
  const api = useApi();
  return useQuery({
    queryKey: publishKeys.categories,
    queryFn: async () =>
      readAnswer(await api.get<Shaped<typeof adminCategoriesResponse>>('/admin/categories/list')).data,
  });
}

/** A write whose answer the form reads; on success every cached query is refetched when next used. */
function useWrite<B extends Record<string, unknown>, T extends object>(path: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B): Promise<ApiAnswer<T>> => api.post<T>(path, body),
    onSuccess: (answer) => {
      if (isOk(answer)) void client.invalidateQueries();
    },
  });
}

/** What the magazine form sends: files as base64, left out on an edit to keep the stored ones. */
export interface MagazineInput extends Record<string, unknown> {
  req_id?: string;
  name_pt: string;
  name_en: string;
  date: string;
  cover?: string;
  pdf?: string;
  pdf_name?: string;
}

type Saved = Shaped<typeof adminMagazineSavedResponse>;
export const useAddMagazine = () => useWrite<MagazineInput, Saved>('/admin/magazines/add');
export const useEditMagazine = () => useWrite<MagazineInput, Saved>('/admin/magazines/edit');
export const useRemoveMagazine = () => useWrite<{ req_id: string }, object>('/admin/magazines/remove');

export const usePublishTerms = () =>
  useWrite<z.input<typeof adminTermsPublishBody>, Shaped<typeof adminTermsResponse>>('/admin/terms/publish');

export const useAddCategory = () =>
  useWrite<z.input<typeof adminCategoryAddBody>, object>('/admin/categories/add');
export const useRenameCategory = () =>
  useWrite<z.input<typeof adminCategoryRenameBody>, object>('/admin/categories/rename');
export const useMergeCategories = () =>
  useWrite<z.input<typeof adminCategoryMergeBody>, object>('/admin/categories/merge');
export const useRemoveCategory = () => useWrite<{ id: number }, object>('/admin/categories/remove');
