import { describe, expect, it } from 'vitest';
import { identifierPattern } from './identifier-pattern';

const person = { doc: '52998224725', email: 'ana.maria+obras@example.com', cellphone: '19991234567' };
const matches = (text: string) => new RegExp(identifierPattern(person), 'i').test(text);

describe('identifierPattern', () => {
  it('finds the CPF, the e-mail and the phone however they were typed', () => {
    for (const text of [
      'CPF 529.982.247-25 please',
      'cpf:52998224725',
      'write to Ana.Maria+Obras@Example.com today',
      'call (19) 99123-4567',
      'whatsapp 19 99123 4567',
      '19991234567',
    ]) {
      expect(matches(text), text).toBe(true);
    }
  });

  it('takes the parenthesis of the area code with the phone', () => {
    expect('Ligue (19) 99123-4567!'.replace(new RegExp(identifierPattern(person), 'gi'), '***')).toBe(
      'Ligue ***!',
    );
  });

  it('leaves other numbers and addresses alone', () => {
    for (const text of [
      '529.982.247-26',
      'anaXmaria+obras@example.com',
      '19 99123-4568',
      'ana.maria@example.com',
    ]) {
      expect(matches(text), text).toBe(false);
    }
  });
});
