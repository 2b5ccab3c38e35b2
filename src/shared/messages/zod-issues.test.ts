import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminAuditBody } from '../schemas/admin';
import { companiesListBody } from '../schemas/catalogue';
import { registerBody } from '../schemas/customer';
import { fieldLabel, issueKey, localizeIssue, localizeIssues, parseLocalized } from './zod-issues';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues;
};

describe('localizeIssue', () => {
  const title = z.object({ title: z.string().max(100, { error: 'v.maxLength' }) });

  it('fills the issue numbers into the text of either language', () => {
    const [issue] = issuesOf(title, { title: 'x'.repeat(101) });
    expect(localizeIssue(issue, 'en')).toBe('This field must have at most 100 characters!');
    expect(localizeIssue(issue, 'pt-BR')).toBe('Este campo deve ter no máximo 100 caracteres!');
  });

  it('derives a key from zod codes when a schema carries none', () => {
    const plain = z.object({
      a: z.string().min(3),
      b: z.number().max(5),
      c: z.number().gt(0),
      d: z.email(),
      e: z.string(),
      f: z.enum(['x', 'y']),
      g: z.array(z.number()).max(1),
      h: z.string().length(8),
    });
    const issues = issuesOf(plain, { a: 'x', b: 6, c: 0, d: 'no', f: 'z', g: [1, 2], h: '1' });
    expect(issues.map(issueKey)).toEqual([
      'v.minLength',
      'v.maxValue',
      'v.moreThan',
      'v.email',
      'v.required',
      'v.oneOf',
      'v.maxItems',
      'v.exactLength',
    ]);
    const byPath = localizeIssues(issues, 'en').fields;
    expect(byPath.a).toBe('This field must have at least 3 characters!');
    expect(byPath.f).toBe('Please choose one of: x, y!');
    expect(byPath.h).toBe('This field must have exactly 8 characters!');
  });

  it('passes custom params, e.g. the file count', () => {
    const files = z.array(z.string()).max(6, { error: 'v.fileCount' });
    const [issue] = issuesOf(files, Array(7).fill('x'));
    expect(localizeIssue(issue, 'en')).toBe(
      'The number of files is larger than the allowed amount of 6 files!',
    );
    expect(localizeIssue(issue, 'pt-BR')).toBe(
      'A quantidade de arquivos é maior que o limite permitido de 6 arquivos!',
    );
  });
});

describe('fieldLabel', () => {
  it('finds labels for snake and camel names and skips array indexes', () => {
    expect(fieldLabel(['trade_name'], 'en')).toBe('Trade name');
    expect(fieldLabel(['tradeName'], 'pt-BR')).toBe('Nome fantasia');
    expect(fieldLabel(['recomend_3rd_party'], 'en')).toBe('Would recommend');
    expect(fieldLabel(['attachments', 2], 'en')).toBe('Attachments');
    expect(fieldLabel(['nope'], 'en')).toBeNull();
    expect(fieldLabel([], 'en')).toBeNull();
  });
});

describe('localizeIssues', () => {
  it("names a filter's date range as dates, not as the category merge's fields", () => {
    const parsed = adminAuditBody.safeParse({ from: 'nope', to: 'nope' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const en = localizeIssues(parsed.error.issues, 'en').messages.join(' ');
    const pt = localizeIssues(parsed.error.issues, 'pt-BR').messages.join(' ');
    expect(en).toMatch(/^From: .* To: /);
    expect(pt).toMatch(/^De: .* Até: /);
    expect(`${en} ${pt}`).not.toMatch(/merge|juntar/i);
  });
  it('maps dotted paths to messages and names fields in the joined message', () => {
    const { fields, messages } = localizeIssues(
      issuesOf(companiesListBody, { order_by: 'date', search: 'x'.repeat(251) }),
      'en',
    );
    expect(fields).toEqual({
      search: 'This field must have at most 250 characters!',
      order_by: 'Please choose one of: name, rate!',
    });
    expect(messages).toEqual([
      'Search: This field must have at most 250 characters!',
      'Sort by: Please choose one of: name, rate!',
    ]);
  });

  it('uses "The {field} is required!" in the joined message', () => {
    const { fields, messages } = localizeIssues(issuesOf(z.object({ email: z.string() }), {}), 'pt-BR');
    expect(fields.email).toBe('Campo obrigatório!');
    expect(messages).toEqual(['O campo E-mail é obrigatório!']);
  });

  it('reports the union branch that came closest, with absolute paths', () => {
    const snake = {
      name: 'Ana',
      doc: '529.982.247-25',
      email: 'ana@example.com',
      email_confirm: 'ana@example.com',
      cellphone: '11 98765-4321',
      pass: 'sen#a-forte',
      pass_confirm: 'different!',
      city: 9896,
      terms: true,
    };
    const { fields } = localizeIssues(issuesOf(z.object({ body: registerBody }), { body: snake }), 'en');
    expect(fields).toEqual({
      'body.pass_confirm': 'Password Confirmation must be the same as the password!',
    });
  });

  it('keeps the first message per field and drops repeated lines', () => {
    const twice = [
      { code: 'custom', message: 'v.cpf', path: ['document'] },
      { code: 'custom', message: 'v.invalid', path: ['document'] },
      { code: 'custom', message: 'v.cpf', path: ['document'] },
    ];
    const { fields, messages } = localizeIssues(twice, 'en');
    expect(fields).toEqual({ document: 'Please enter a valid CPF!' });
    expect(messages).toEqual(['CPF: Please enter a valid CPF!', 'CPF: Invalid value!']);
  });
});

describe('parseLocalized', () => {
  const schema = z.object({ name: z.string().trim().max(100, { error: 'v.maxLength' }) });

  it('returns the parsed data', async () => {
    expect(await parseLocalized(schema, { name: ' Ana ' }, 'en')).toEqual({
      ok: true,
      data: { name: 'Ana' },
    });
  });

  it('returns the localised fields in the asked language', async () => {
    const failed = await parseLocalized(schema, { name: 'x'.repeat(101) }, 'pt-BR');
    expect(failed).toEqual({
      ok: false,
      fields: { name: 'Este campo deve ter no máximo 100 caracteres!' },
      messages: ['Nome: Este campo deve ter no máximo 100 caracteres!'],
    });
  });
});
