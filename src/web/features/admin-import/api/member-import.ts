import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MemberMapping,
  MemberVisibility,
  memberImportResponse,
  memberImportsResponse,
  memberPreviewResponse,
  memberTemplateResponse,
  memberUndoResponse,
} from '../../../../shared/schemas/member-import';
import { readAnswer, type Shaped } from '../../../lib/api-answer';
import type { ApiAnswer } from '../../../lib/api-client';
import { useApi } from '../../../lib/services';

/** The member import's calls (issue 33 item 1): preview, import, the list of imports, undo, template. */

export interface SheetUpload {
  name: string;
  /** base64 without a data: prefix. */
  content: string;
}

export type PreviewAnswer = ApiAnswer<Shaped<typeof memberPreviewResponse>>;
export type ImportAnswer = ApiAnswer<Shaped<typeof memberImportResponse>>;

const keys = { imports: ['admin', 'member-imports'] as const };

export function useMemberImports() {
  const api = useApi();
  return useQuery({
    queryKey: keys.imports,
    queryFn: async () =>
      readAnswer(await api.post<Shaped<typeof memberImportsResponse>>('/admin/member-import/list', {})),
  });
}

/** The preview of a file: with no mapping, the server's (the last import's, or guessed). */
export function usePreview() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { file: SheetUpload; mapping?: MemberMapping }): Promise<PreviewAnswer> =>
      api.post<Shaped<typeof memberPreviewResponse>>('/admin/member-import/preview', { ...input }),
  });
}

export function useImport() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      file: SheetUpload;
      mapping: MemberMapping;
      visibility: MemberVisibility;
    }): Promise<ImportAnswer> =>
      api.post<Shaped<typeof memberImportResponse>>('/admin/member-import/import', { ...input }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useUndoImport() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reqId: string) =>
      api.post<Shaped<typeof memberUndoResponse>>('/admin/member-import/undo', { req_id: reqId }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useTemplate() {
  const api = useApi();
  return useMutation({
    mutationFn: async () =>
      readAnswer(await api.get<Shaped<typeof memberTemplateResponse>>('/admin/member-import/template')),
  });
}
