import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const tabs = [
  { id: 'mine', label: 'My Quotes', panel: <p>mine</p> },
  { id: 'received', label: 'Received Quotes', panel: <p>received</p> },
  { id: 'new', label: 'New Quote', panel: <p>new</p> },
];

/** A tab row 450 px wide in a 343 px box (3 tabs at 375 px), scrolled to `left`. */
function narrow(list: HTMLElement, left: number) {
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 450 });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 343 });
  list.scrollLeft = left;
  fireEvent.scroll(list);
}

describe('Tabs', () => {
  it('marks the side of a too-wide tab row where tabs are hidden, and follows its scrolling', () => {
    render(<Tabs label="Quotes" tabs={tabs} />);
    const list = screen.getByRole('tablist', { name: 'Quotes' });
    const strip = list.parentElement as HTMLElement;
    expect(strip.hasAttribute('data-more-end')).toBe(false);

    narrow(list, 0);
    expect(strip.hasAttribute('data-more-end')).toBe(true);
    expect(strip.hasAttribute('data-more-start')).toBe(false);

    narrow(list, 107);
    expect(strip.hasAttribute('data-more-end')).toBe(false);
    expect(strip.hasAttribute('data-more-start')).toBe(true);
    // Still a tab list with every tab reachable.
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });
});
