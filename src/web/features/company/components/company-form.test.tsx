import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../../shared/lang';
import { renderInProviders } from '../../../test/render-app';
import { CompanyForm } from './company-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG the browser decodes as `width` × `height` (happy-dom decodes no image by itself). */
function png(name: string, width: number, height: number): File {
  vi.stubGlobal('createImageBitmap', async () => ({ width, height, close: () => {} }));
  return new File([new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 13])], name, { type: 'image/png' });
}

const TEXTS = {
  en: {
    submit: 'Register company',
    logo: 'Logo',
    logoRequired: 'The logo is required!',
    tradeName: 'Trade name',
    choose: 'Choose an image',
    change: 'Change the image',
  },
  'pt-BR': {
    submit: 'Cadastrar empresa',
    logo: 'Logotipo',
    logoRequired: 'O logotipo é obrigatório!',
    tradeName: 'Nome fantasia',
    choose: 'Escolher uma imagem',
    change: 'Trocar a imagem',
  },
} as const;

describe('company registration form', () => {
  it('names the missing logo with the other errors on the first submit of an empty form', async () => {
    renderInProviders(<CompanyForm company={null} categories={[]} cities={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Register company' }));
    expect((await screen.findAllByText('Required field!')).length).toBeGreaterThan(0);
    expect(screen.getByText('The logo is required!')).toBeTruthy();
  });

  // Issue 12, item 5: the logo's error stayed beside a valid logo's preview until the next submit.
  for (const lang of ['en', 'pt-BR'] as const satisfies Lang[]) {
    it(`${lang}: clears the logo's error, and a field's, as soon as they become valid`, async () => {
      const t = TEXTS[lang];
      const logoRequired = t.logoRequired;
      renderInProviders(<CompanyForm company={null} categories={[]} cities={[]} />, { lang });
      fireEvent.click(screen.getByRole('button', { name: t.submit }));
      expect(await screen.findByText(logoRequired)).toBeTruthy();
      const tradeName = screen.getByLabelText(t.tradeName);
      await waitFor(() => expect(tradeName.getAttribute('aria-invalid')).toBe('true'));

      fireEvent.change(screen.getByLabelText(t.logo), { target: { files: [png('logo.png', 512, 512)] } });
      expect(await screen.findByRole('img', { name: new RegExp(t.logo) })).toBeTruthy();
      expect(screen.queryByText(logoRequired)).toBeNull();

      fireEvent.change(tradeName, { target: { value: 'Metal Forte' } });
      await waitFor(() => expect(tradeName.getAttribute('aria-invalid')).toBeNull());
    });

    it(`${lang}: the image pickers speak the page's language, not the browser's`, async () => {
      const t = TEXTS[lang];
      renderInProviders(<CompanyForm company={null} categories={[]} cities={[]} />, { lang });
      // Logo and cover; the native control said 'Choose File / No file chosen' in the browser's.
      expect(screen.getAllByText(t.choose)).toHaveLength(2);
      fireEvent.change(screen.getByLabelText(t.logo), { target: { files: [png('logo.png', 512, 512)] } });
      expect(await screen.findByText(t.change)).toBeTruthy();
      expect(screen.getAllByText(t.choose)).toHaveLength(1);
    });
  }
});
