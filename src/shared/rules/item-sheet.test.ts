import { describe, expect, it } from 'vitest';
import { translate } from '../messages/translate';
import { itemsFromRows, quantityOf, unitOf } from './item-sheet';
import { rowsOfText } from './item-sheet-text';

describe('items from a spreadsheet (issue 34 item 1)', () => {
  it('reads rows pasted from Excel, with a header in Portuguese and a quoted line break', () => {
    const text =
      'Descrição\tQtd\tUnidade\tEspecificação\r\nFlange 4"\t1.500\tpç\t"304\nANSI"\r\nBarra\t1,5\tkg\t\r\n';
    const { items, problems } = itemsFromRows(rowsOfText(text), 'pt-BR');
    expect(problems).toEqual([]);
    expect(items).toEqual([
      { description: 'Flange 4"', quantity: 1500, unit: 'pc', specification: '304\nANSI' },
      { description: 'Barra', quantity: 1.5, unit: 'kg', specification: null },
    ]);
  });

  it('reads a ; separated .csv without a header, and says each refused row in words', () => {
    const { items, problems } = itemsFromRows(rowsOfText('Shaft;2;un\n;3;kg\nNut;-1;un\nBolt;4;box\n'), 'en');
    expect(items).toHaveLength(1);
    const words = problems.map((p) =>
      translate('en', 'v.sheet.row', { row: p.row, problem: translate('en', p.key, p.params) }),
    );
    expect(words).toEqual([
      'Row 2: the description is missing',
      'Row 3: the quantity “-1” is not a number above zero with at most three decimals',
      'Row 4: the unit “box” is not one of un, pç, kg, t, m, m², m³, l, h, service, set',
    ]);
    expect(translate('pt-BR', problems[2].key, problems[2].params)).toContain('a unidade “box”');
  });

  it('keeps 100 items and says the rest were dropped', () => {
    const rows = Array.from({ length: 105 }, (_, i) => [`Item ${i}`, '1', 'un']);
    const { items, problems } = itemsFromRows(rows, 'en');
    expect(items).toHaveLength(100);
    expect(problems.map((p) => p.key)).toEqual(['v.sheet.tooMany']);
    expect(itemsFromRows([], 'en').problems.map((p) => p.key)).toEqual(['v.sheet.empty']);
  });

  it('reads quantities and units the way each language writes them', () => {
    expect(quantityOf('1.500', 'pt-BR')).toBe(1500);
    expect(quantityOf('1,500', 'en')).toBe(1500);
    expect(quantityOf('1.5', 'pt-BR')).toBe(1.5);
    expect(quantityOf('0,0001', 'pt-BR')).toBeNull();
    expect(quantityOf('abc', 'en')).toBeNull();
    expect(['m²', 'M2', 'serviço', 'Service', 'cj', 'Peça'].map(unitOf)).toEqual([
      'm2',
      'm2',
      'servico',
      'servico',
      'conjunto',
      'pc',
    ]);
  });
});
