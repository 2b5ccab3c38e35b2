import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import {
  bodyWith,
  type OpenApiDocument,
  type TextFieldCall,
  textFieldCalls,
} from '../test/openapi-text-fields';
import { api } from '../test/quote-fixtures';
import { createStaff } from '../test/staff';
import type { TestUser } from '../test/users';

/*
 * Issue 30 item 2: every text field of every call, as the generated API document lists them,
 * answers a lone UTF-16 surrogate, NUL and another control character with VAL001 naming that
 * field (or takes the call), never HTTP 500. Each body holds the value in one field and plain text
 * in every other text field; a value refused by its own field's rule reaches no database whatever
 * the rest holds. The caller is an admin, who passes every route's access check (made before
 * validation).
 */

let t: TestApp;
let admin: TestUser;
let calls: TextFieldCall[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin']);
  calls = textFieldCalls(t.app.swagger() as unknown as OpenApiDocument);
});
afterAll(async () => {
  await t.close();
});

const VALUES = [
  // A JSON body carries "\ud800" as such; a URL cannot, so its bytes (ED A0 80) are sent there.
  { name: 'a lone surrogate', text: 'Pe\ud800as', inUrl: '%ED%A0%80' },
  { name: 'NUL', text: 'Aço\u0000inox', inUrl: 'a%00b' },
  { name: 'an escape character', text: 'linha\u001bcom', inUrl: 'a%1Bb' },
];

const stripApp = (url: string) => url.replace(/^\/app/, '');

describe('text fields of every call', () => {
  it('walks the calls of the API document', () => {
    expect(calls.length).toBeGreaterThan(80);
    expect(calls.flatMap((c) => c.bodyVariants.flat()).length).toBeGreaterThan(150);
  });

  for (const value of VALUES) {
    it(`answers ${value.name} in any text field with VAL001 naming it, or takes it, never 500`, async () => {
      const failures: string[] = [];
      for (const c of calls) {
        const url = stripApp(c.url).replace(/\{[^}]+\}/g, 'x');
        for (const leaves of c.bodyVariants) {
          for (const path of leaves) {
            const field = path.join('.');
            const sent = bodyWith(leaves, path, value.text, 'Texto');
            const { status, body } = await api(t, c.method, url, admin.headers, sent);
            // A file refused as a whole (attachments.0) names the field that holds the text.
            const named = Object.keys(body.fields ?? {}).some((key) => `${field}.`.startsWith(`${key}.`));
            if (status >= 500 || !(body.response === true || (body.error === 'VAL001' && named)))
              failures.push(`${c.method} ${c.url} ${field}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
          }
        }
        for (const param of c.pathParams) {
          const at = stripApp(c.url)
            .replace(`{${param}}`, value.inUrl)
            .replace(/\{[^}]+\}/g, 'x');
          const { status } = await api(t, c.method, at, admin.headers);
          if (status >= 500) failures.push(`${c.method} ${c.url} {${param}}: ${status}`);
        }
        for (const param of c.queryParams) {
          const at = `${url}?${param}=${value.inUrl}`;
          const { status } = await api(t, c.method, at, admin.headers);
          if (status >= 500) failures.push(`${c.method} ${c.url} ?${param}: ${status}`);
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
