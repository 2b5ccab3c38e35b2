import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPiece } from '../../../test/catalogue-kit';
import { CategoryGrid } from './category-grid';

const categories = [
  { id: 1, name: 'Metalurgia' },
  { id: 2, name: 'Usinagem' },
  { id: 3, name: 'Plásticos' },
  { id: 4, name: 'Ferramentaria' },
  { id: 5, name: 'Automação' },
];

const shown = () => screen.queryAllByRole('link').map((link) => link.textContent);
const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: /Search categories|Buscar categorias/ }), {
    target: { value: text },
  });

afterEach(cleanup);

describe('CategoryGrid', () => {
  it('lists every category, each linking to its companies', () => {
    renderPiece(<CategoryGrid categories={categories} />);
    expect(shown()).toEqual(['MMetalurgia', 'UUsinagem', 'PPlásticos', 'FFerramentaria', 'AAutomação']);
    expect(screen.getByRole('link', { name: /Usinagem/ }).getAttribute('href')).toBe('/companies?category=2');
  });

  it.each([
    ['mtl', ['Metalurgia']],
    ['usinagem', ['Usinagem']],
    ['USINAGEM', ['Usinagem']],
    ['automacao', ['Automação']],
    ['plast', ['Plásticos']],
    ['ra', ['Metalurgia', 'Ferramentaria']],
  ])('narrows the grid as "%s" is typed', (query, names) => {
    renderPiece(<CategoryGrid categories={categories} />);
    search(query);
    expect(shown().map((text) => text?.slice(1))).toEqual(names);
    expect(screen.queryByText('No categories found')).toBeNull();
  });

  it("says 'No categories found' when nothing matches, and shows all again when cleared", () => {
    renderPiece(<CategoryGrid categories={categories} />);
    search('xyz');
    expect(shown()).toEqual([]);
    expect(screen.getByText('No categories found')).toBeTruthy();
    search('');
    expect(shown()).toHaveLength(5);
  });

  it('speaks Portuguese', () => {
    renderPiece(<CategoryGrid categories={categories} />, 'pt-BR');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar categorias' }), {
      target: { value: 'zzz' },
    });
    expect(screen.getByText('Nenhuma categoria encontrada')).toBeTruthy();
    // Portuguese counts 0 as singular; the count says it in the plural (i18next's _zero).
    expect(screen.getByText('0 categorias encontradas')).toBeTruthy();
    search('usinagem');
    expect(screen.getByText('1 categoria encontrada')).toBeTruthy();
    search('ra');
    expect(screen.getByText('2 categorias encontradas')).toBeTruthy();
  });
});
