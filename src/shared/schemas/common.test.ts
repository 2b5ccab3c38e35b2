import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseLocalized } from '../messages/zod-issues';
import { failures } from '../test/schema-helpers';
import {
  cepField,
  cnpjField,
  codeField,
  cpfField,
  emailField,
  idField,
  idListField,
  mobileField,
  optionalIdField,
  optionalPhoneField,
  optionalText,
  pageField,
  passwordInput,
  reqIdField,
  requiredText,
  searchField,
  termsField,
  tokenField,
  ynField,
} from './common';
import { confirmField, newPasswordField } from './password-fields';

const keyOf = (schema: z.ZodType, value: unknown) => failures(z.object({ f: schema }), { f: value }).f;

describe('documents and phones: formatted or bare in, digits out', () => {
  it('CPF', () => {
    expect(cpfField.parse('529.982.247-25')).toBe('52998224725');
    expect(cpfField.parse('52998224725')).toBe('52998224725');
    expect(keyOf(cpfField, '111.111.111-11')).toBe('v.cpf');
    expect(keyOf(cpfField, undefined)).toBe('v.required');
    expect(keyOf(cpfField, '  ')).toBe('v.required');
    expect(keyOf(cpfField, 52998224725)).toBe('v.cpf');
  });

  it('CNPJ, CEP, cellphone, code', () => {
    expect(cnpjField.parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(keyOf(cnpjField, '11.222.333/0001-82')).toBe('v.cnpj');
    expect(cepField.parse('01310-100')).toBe('01310100');
    expect(keyOf(cepField, '0131-0100')).toBe('v.cep');
    expect(mobileField.parse('11 98765-4321')).toBe('11987654321');
    expect(keyOf(mobileField, '11 9876-54321')).toBe('v.mobile');
    expect(codeField.parse('12-34-56-78')).toBe('12345678');
    expect(keyOf(codeField, '1234567')).toBe('v.code');
  });

  it('optional phones: blank or null is null, otherwise valid', () => {
    expect(optionalPhoneField.parse('')).toBeNull();
    expect(optionalPhoneField.parse(null)).toBeNull();
    expect(optionalPhoneField.parse(undefined)).toBeNull();
    expect(optionalPhoneField.parse('(11) 3000-0000')).toBe('1130000000');
    expect(keyOf(optionalPhoneField, '123')).toBe('v.phone');
  });
});

describe('texts and e-mail', () => {
  it('required text trims and bounds', () => {
    expect(requiredText(5).parse('  ab ')).toBe('ab');
    expect(keyOf(requiredText(5), '   ')).toBe('v.required');
    expect(keyOf(requiredText(5), 'abcdef')).toBe('v.maxLength');
    expect(optionalText(5).parse('   ')).toBeNull();
  });

  it('e-mail is trimmed and lower-cased; bad or long ones fail', () => {
    expect(emailField().parse(' Ana@Example.COM ')).toBe('ana@example.com');
    expect(keyOf(emailField(), 'ana@')).toBe('v.email');
    expect(keyOf(emailField(20), `${'a'.repeat(20)}@x.com`)).toBe('v.maxLength');
    expect(keyOf(emailField(), '')).toBe('v.required');
  });
});

describe('choices and ids', () => {
  it('y/n and terms', () => {
    expect(ynField.parse('y')).toBe('y');
    expect(keyOf(ynField, 'yes')).toBe('v.yn');
    expect(keyOf(ynField, undefined)).toBe('v.required');
    expect(termsField.parse(true)).toBe(true);
    expect(keyOf(termsField, false)).toBe('v.terms');
  });

  it('ids accept numbers and numeric strings', () => {
    expect(idField.parse(9896)).toBe(9896);
    expect(idField.parse('26')).toBe(26);
    expect(keyOf(idField, '')).toBe('v.required');
    expect(keyOf(idField, 0)).toBe('v.required');
    expect(keyOf(idField, 'abc')).toBe('v.number');
    expect(keyOf(idField, 1.5)).toBe('v.number');
    expect(optionalIdField.parse(0)).toBeUndefined();
    expect(optionalIdField.parse(null)).toBeUndefined();
    expect(idListField.parse(null)).toEqual([]);
    expect(idListField.parse([3, '3', 4])).toEqual([3, 4]);
  });

  it('pages start at 1 and default to 1', () => {
    expect(pageField.parse(undefined)).toBe(1);
    expect(pageField.parse('2')).toBe(2);
    expect(keyOf(pageField, 0)).toBe('v.minValue');
    expect(keyOf(pageField, 'x')).toBe('v.number');
  });

  it('req ids are url-safe strings', () => {
    expect(reqIdField.parse('aB3_-x9QpL0aB3_-x9QpL0')).toBe('aB3_-x9QpL0aB3_-x9QpL0');
    expect(keyOf(reqIdField, 'a/b')).toBe('v.invalid');
    expect(keyOf(reqIdField, 12)).toBe('v.invalid');
    expect(keyOf(reqIdField, undefined)).toBe('v.required');
  });
});

describe('control characters', () => {
  it('every text field refuses them (but tab and line breaks) first and alone', () => {
    const fields: [string, z.ZodType][] = [
      ['requiredText', requiredText(100)],
      ['optionalText', optionalText(100)],
      ['searchField', searchField()],
      ['emailField', emailField()],
      ['cpfField', cpfField],
      ['codeField', codeField],
      ['optionalPhoneField', optionalPhoneField],
      ['passwordInput', passwordInput],
      ['tokenField', tokenField],
      ['reqIdField', reqIdField],
      ['newPasswordField', newPasswordField],
      ['confirmField', confirmField],
    ];
    for (const [name, schema] of fields) {
      // Half a UTF-16 pair is no character either: refused, where a whole pair (an emoji) is text.
      expect(keyOf(schema, 'Pe\ud800as'), name).toBe('v.notText');
      expect(keyOf(schema, '\udc00x'), name).toBe('v.notText');
      expect(keyOf(schema, '529.982.247-25\u0000'), name).toBe('v.controlChars');
      expect(failures(z.object({ f: schema }), { f: 'x\u0085' }), name).toEqual({ f: 'v.controlChars' });
    }
    expect(requiredText(100).parse('a\tb\r\nc\n')).toBe('a\tb\r\nc');
    expect(requiredText(100).parse('Peças 🔩')).toBe('Peças 🔩');
  });

  it('says so in both languages, naming the field', async () => {
    const schema = z.object({ title: requiredText(100) });
    const en = await parseLocalized(schema, { title: 'a\u0000' }, 'en');
    const pt = await parseLocalized(schema, { title: 'a\u0000' }, 'pt-BR');
    expect(en.ok || en.messages).toEqual([
      'Title: This field contains control characters; only text, tabs and line breaks are allowed!',
    ]);
    expect(pt.ok || pt.messages).toEqual([
      'Título: Este campo contém caracteres de controle; só são aceitos texto, tabulações e quebras de linha!',
    ]);
  });
});
