import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILES } from '../../../../shared/limits';
import type { PickedImage } from '../../../lib/read-image';
import { png } from '../../../test/company-kit';
import { renderInProviders } from '../../../test/render-app';
import { PortfolioPicker, SingleImagePicker } from './image-pickers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    reqId: `p${i + 1}`,
    url: `https://example.com/p${i + 1}.webp`,
  }));

function renderPortfolio({ savedCount = 1, onAdd = vi.fn(), onDiscard = vi.fn() } = {}) {
  renderInProviders(
    <PortfolioPicker
      saved={saved(savedCount)}
      added={[{ name: 'lathe.png', preview: 'blob:lathe', base64: 'AA==' }]}
      onAdd={onAdd}
      onDiscard={onDiscard}
      onRemoveSaved={async () => {}}
      removing={false}
    />,
  );
  return { onAdd, onDiscard };
}

describe('portfolio picker', () => {
  it('gives each tile a bin button whose long label is only its accessible name and tooltip', () => {
    const { onDiscard } = renderPortfolio();
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

  it('adds the checked images, all at once', async () => {
    const { onAdd } = renderPortfolio();
    const files = [png('a.png', 800, 600), png('b.png', 600, 800)];
    fireEvent.change(screen.getByLabelText('Portfolio'), { target: { files } });
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    const added = onAdd.mock.calls[0][0] as PickedImage[];
    expect(added.map((image) => image.name)).toEqual(['a.png', 'b.png']);
    expect(added.every((image) => image.base64.length > 0)).toBe(true);
  });

  it(`refuses more images than the ${FILES.portfolioImages} in all, and one that is not an image`, async () => {
    // 10 saved and 1 added leave room for 1.
    const { onAdd } = renderPortfolio({ savedCount: FILES.portfolioImages - 2 });
    const input = screen.getByLabelText('Portfolio');
    fireEvent.change(input, { target: { files: [png('a.png', 10, 10), png('b.png', 10, 10)] } });
    expect(
      await screen.findByText(
        `The number of files is larger than the allowed amount of ${FILES.portfolioImages} files!`,
      ),
    ).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    const text = new File(['not an image at all'], 'notes.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [text] } });
    expect(await screen.findByText('notes.png: the file type is not allowed!')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('offers no more picking once the portfolio is full', () => {
    renderPortfolio({ savedCount: FILES.portfolioImages - 1 });
    expect((screen.getByLabelText('Portfolio') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('logo and cover picker', () => {
  function renderLogo(onPick = vi.fn()) {
    renderInProviders(
      <SingleImagePicker
        kind="logo"
        label="Logo"
        hint="Square"
        rule={{ maxBytes: 100, shape: { width: 512, height: 512 } }}
        savedUrl={null}
        value={null}
        onPick={onPick}
      />,
    );
    return onPick;
  }

  it('takes an image of the right shape and size', async () => {
    const onPick = renderLogo();
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [png('logo.png', 500, 520)] } });
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick.mock.calls[0][0]).toMatchObject({ name: 'logo.png' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a wrong shape and a file too large, before anything is sent', async () => {
    const onPick = renderLogo();
    const input = screen.getByLabelText('Logo');
    fireEvent.change(input, { target: { files: [png('wide.png', 1024, 512)] } });
    expect(
      await screen.findByText(
        'wide.png: The image dimensions are not allowed, use an image of 512x512 pixels!',
      ),
    ).toBeTruthy();
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { files: [png('big.png', 512, 512, 101)] } });
    expect(await screen.findByText('big.png: file is larger than the allowed size!')).toBeTruthy();
    expect(onPick).toHaveBeenCalledTimes(2);
    expect(onPick).toHaveBeenLastCalledWith(null);
  });
});
