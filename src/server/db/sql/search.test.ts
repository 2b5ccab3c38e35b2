import { describe, expect, it } from 'vitest';
import { companySearchText, normalizeSearch } from './search';

describe('normalizeSearch', () => {
  it('drops accents, lower-cases and collapses spaces', () => {
    expect(normalizeSearch('  Metalúrgica   SÃO João\tÇ ')).toBe('metalurgica sao joao c');
  });
});

describe('companySearchText', () => {
  it('joins every searchable part, category names included', () => {
    const text = companySearchText({
      tradeName: 'Fundição Tietê',
      name: 'Fundição Tietê Ltda',
      keywords: 'ferro, aço',
      aboutShort: null,
      categoryNames: ['Fundição', 'Foundry'],
    });
    expect(text).toBe('fundicao tiete fundicao tiete ltda ferro, aco fundicao foundry');
  });
});
