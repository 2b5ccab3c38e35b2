import type { TestApp } from './harness';
import { api } from './quote-fixtures';
import { createStaff } from './staff';
import type { TestUser } from './users';

/** An answer of a back-office call, as the publishing tests read it. */
export type EditorAnswer = Record<string, unknown> & {
  response: boolean;
  error?: string;
  message?: string;
  fields?: Record<string, string>;
};

/**
 * The publishing back offices' tests (categories, magazines, terms): a call as the editor (GET
 * without a payload, POST with one) and the audit log's entries of an action, read by an admin.
 * Getters, since the test app and the editor are made in the file's beforeAll.
 */
export function editorCalls(app: () => TestApp, editor: () => TestUser) {
  const asEditor = async (url: string, payload?: Record<string, unknown>) =>
    (await api(app(), payload ? 'POST' : 'GET', url, editor().headers, payload)).body as EditorAnswer;
  const auditOf = async (action: string) => {
    const admin = await createStaff(app(), ['admin']);
    const res = await api(app(), 'POST', '/admin/audit/list', admin.headers, { action });
    return (
      res.body as unknown as { data: { actor: string; before: unknown; after: unknown; target: string }[] }
    ).data;
  };
  return { asEditor, auditOf };
}
