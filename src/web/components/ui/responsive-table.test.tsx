import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../../test/fake-match-media';
import { ResponsiveTable, type TableColumn } from './responsive-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Row {
  id: string;
  name: string;
  count: number;
}
const rows: Row[] = [
  { id: 'a', name: 'Metalúrgica Piracicabana', count: 3 },
  { id: 'b', name: 'Usinagem Sorocaba', count: 12 },
];
const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Company', cell: (r) => r.name },
  { id: 'count', header: 'Requests', numeric: true, cell: (r) => String(r.count) },
  { id: 'act', header: 'State', whole: true, cell: (r) => <button type="button">Suspend {r.name}</button> },
];

const table = () => <ResponsiveTable label="Companies" rows={rows} rowKey={(r) => r.id} columns={columns} />;

describe('ResponsiveTable', () => {
  it('is a table from the desktop width, each row named by its first column', () => {
    fakeMatchMedia(false);
    render(table());
    const region = screen.getByRole('region', { name: 'Companies' });
    expect(
      within(region)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(rows.map((r) => r.name));
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Company', 'Requests', 'State']);
  });

  it('is one card per row below it, each value named, the actions on the card', () => {
    const media = fakeMatchMedia(true);
    render(table());
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Companies' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = cards[1] as HTMLElement;
    expect(within(second).getByText('Usinagem Sorocaba')).toBeTruthy();
    expect(
      within(second)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Requests', 'State']);
    expect(within(second).getAllByRole('definition')[0]?.textContent).toBe('12');
    expect(within(second).getByRole('button', { name: 'Suspend Usinagem Sorocaba' })).toBeTruthy();
    // Widening the window turns the cards back into the table.
    media.set(false);
    return vi.waitFor(() => expect(screen.getByRole('table')).toBeTruthy());
  });
});
