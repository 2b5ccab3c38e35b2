import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInProviders } from '../../../test/render-app';
import { PortfolioPicker } from './image-pickers';

afterEach(cleanup);

function renderPicker(onDiscard = vi.fn()) {
  renderInProviders(
    <PortfolioPicker
      saved={[{ reqId: 'p1', url: 'https://example.com/p1.webp' }]}
      added={[{ name: 'lathe.png', preview: 'blob:lathe', content: 'AA==' } as never]}
      onAdd={() => {}}
      onDiscard={onDiscard}
      onRemoveSaved={async () => {}}
      removing={false}
    />,
  );
}

describe('portfolio picker', () => {
  it('gives each tile a bin button whose long label is only its accessible name and tooltip', () => {
    const onDiscard = vi.fn();
    renderPicker(onDiscard);
    for (const name of ['Remove the portfolio image 1', 'Discard lathe.png']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('title')).toBe(name);
      // The label is visually hidden (it overflowed the 7 rem tile); the button shows an icon.
      const label = button.querySelector('.visually-hidden');
      expect(label?.textContent).toBe(name);
      expect(button.querySelector('svg')).not.toBeNull();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Discard lathe.png' }));
    expect(onDiscard).toHaveBeenCalledWith(0);
  });
});
