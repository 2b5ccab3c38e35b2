import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES } from '../../../test/company-kit';
import { renderInProviders } from '../../../test/render-app';
import { CategoryPicker } from './category-picker';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-scroll-locked');
});

function Picker({ initial = [], onChange }: { initial?: number[]; onChange: (ids: number[]) => void }) {
  const [selected, setSelected] = useState(initial);
  return (
    <CategoryPicker
      categories={CATEGORIES}
      selected={selected}
      onChange={(ids) => {
        onChange(ids);
        setSelected(ids);
      }}
      error={selected.length === 0 ? 'Choose at least one category!' : undefined}
    />
  );
}

describe('category picker', () => {
  it('finds categories by letters in order, accents ignored, and toggles them', async () => {
    const onChange = vi.fn();
    renderInProviders(<Picker onChange={onChange} />);
    expect(screen.getByText('No category chosen yet.')).toBeTruthy();
    const opener = screen.getByRole('button', { name: 'Choose categories' });
    expect(opener.getAttribute('aria-describedby')).toBe(
      screen.getByText('Choose at least one category!').id,
    );

    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Company categories' });
    fireEvent.change(within(dialog).getByLabelText('Search categories'), { target: { value: 'fndc' } });
    expect(
      within(dialog)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['Fundição']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fundição' }));
    expect(onChange).toHaveBeenLastCalledWith([2]);
    expect(within(dialog).getByRole('button', { name: 'Fundição' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(dialog).getByText('1 category chosen')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Search categories'), { target: { value: 'xyz' } });
    expect(within(dialog).getByText('No categories found')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const chips = screen.getByRole('list', { name: '1 category chosen' });
    expect(within(chips).getByText('Fundição')).toBeTruthy();
    expect(screen.queryByText('Choose at least one category!')).toBeNull();
  });

  it('takes a chosen category off again', async () => {
    const onChange = vi.fn();
    renderInProviders(<Picker initial={[1, 2]} onChange={onChange} />);
    expect(screen.getByRole('list', { name: '2 categories chosen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose categories' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usinagem' }));
    expect(onChange).toHaveBeenLastCalledWith([2]);
  });
});
