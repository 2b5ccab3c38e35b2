import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../../shared/lang';
import { onlyDigits } from '../../../../shared/rules/digits';
import { json } from '../../../test/api-client-kit';
import { companyServer, png, renderCompanyForm, savedCompany } from '../../../test/company-kit';
import { renderInProviders } from '../../../test/render-app';
import { CompanyForm } from './company-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-scroll-locked');
});

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

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Types into a masked field as a browser does (keydown, the new value, input): the mask takes it. */
function typeMasked(label: string, value: string) {
  const input = field(label);
  fireEvent.keyDown(input, { key: 'x' });
  input.value = value;
  input.setSelectionRange(value.length, value.length);
  fireEvent.input(input);
}

const sent = (call: { body: unknown } | undefined) => call?.body as Record<string, unknown>;

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

  it('registers a filled-in company under the wire names and makes the user its owner', async () => {
    const api = companyServer({
      'POST /app/company/register': () =>
        json({
          response: true,
          message: 'Company registered.',
          company: { id: 41, reqId: 'C41', name: 'Metal Novo' },
        }),
    });
    const { services } = renderCompanyForm({ fetch: api.fetchFn });
    type('Trade name', 'Metal Novo');
    type('Legal name', 'Metal Novo Ltda.');
    typeMasked('CNPJ', '11222333000181');
    type('Company e-mail', 'Vendas@MetalNovo.com.br');
    type('Short description', 'Peças sob medida.');
    type('About the company', 'Usinagem de precisão.');
    typeMasked('CEP', '13400000');
    type('Street', 'Rua do Porto');
    type('Number', '12');
    type('Neighbourhood', 'Centro');
    fireEvent.change(field('City'), { target: { value: '9896' } });
    fireEvent.click(screen.getByRole('button', { name: 'Choose categories' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usinagem' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    fireEvent.change(field('Logo'), { target: { files: [png('logo.png', 512, 512)] } });
    await screen.findByText('Change the image');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register company' }));

    await waitFor(() => expect(api.to('POST', '/app/company/register')).toHaveLength(1));
    const body = sent(api.to('POST', '/app/company/register')[0]);
    expect(body).toMatchObject({
      trade_name: 'Metal Novo',
      name: 'Metal Novo Ltda.',
      email: 'vendas@metalnovo.com.br',
      about_short: 'Peças sob medida.',
      address_number: '12',
      city: 9896,
      categories: [1],
      quotes: 'y',
      cover: null,
      portfolio: [],
      terms: true,
    });
    expect(onlyDigits(String(body.cnpj))).toBe('11222333000181');
    expect(typeof body.logo).toBe('string');
    expect(String(body.logo).length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('tradeName');

    expect(await screen.findByText('Company registered.')).toBeTruthy();
    expect(services.user.get()).toMatchObject({ id: 7, company: 41, companyName: 'Metal Novo' });
    // The logo went with the save; the picker offers a new one again.
    expect(screen.getAllByText('Choose an image')).toHaveLength(2);
  });
});

describe('company update form', () => {
  it('shows the saved company and sends a change without images or terms', async () => {
    const api = companyServer({
      'PUT /app/company/update': () =>
        json({
          response: true,
          message: 'Saved.',
          company: { id: 40, reqId: 'CMP40', name: 'Metal Exemplo 2' },
        }),
    });
    renderCompanyForm({ company: savedCompany(), fetch: api.fetchFn });
    expect(field('Trade name').value).toBe('Metal Exemplo');
    expect(field('CNPJ').value).toBe('11.222.333/0001-81');
    expect(field('Phone').value).toBe('19 3000-1234');
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('9897');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save company data' })).toBeTruthy();

    type('Trade name', 'Metal Exemplo 2');
    fireEvent.click(screen.getByRole('button', { name: 'Save company data' }));
    await waitFor(() => expect(api.to('PUT', '/app/company/update')).toHaveLength(1));
    const body = sent(api.to('PUT', '/app/company/update')[0]);
    expect(body).toMatchObject({ trade_name: 'Metal Exemplo 2', city: 9897, categories: [2], logo: null });
    expect(body).not.toHaveProperty('terms');
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it("puts the server's refusals on their fields and under their images", async () => {
    const api = companyServer({
      'PUT /app/company/update': () =>
        json({
          response: false,
          error: 'VAL001',
          message: 'This trade name is already taken.; The cover is not an image.',
          fields: { trade_name: 'This trade name is already taken.', cover: 'The cover is not an image.' },
        }),
    });
    renderCompanyForm({ company: savedCompany(), fetch: api.fetchFn });
    fireEvent.click(screen.getByRole('button', { name: 'Save company data' }));

    expect(await screen.findByText('This trade name is already taken.')).toBeTruthy();
    // trade_name on the wire, tradeName in the form: the message lands on the field all the same.
    await waitFor(() => expect(field('Trade name').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field('Trade name'));
    const cover = screen.getByText('The cover is not an image.');
    expect(cover.getAttribute('role')).toBe('alert');
    expect(field('Cover').getAttribute('aria-describedby')).toContain(cover.id);
    // Each message once: on its field, not again as a line under the form.
    expect(screen.getAllByText('This trade name is already taken.')).toHaveLength(1);
  });

  it('removes a saved portfolio image only after the confirmation', async () => {
    const api = companyServer({ 'DELETE /app/company/remove_portfolio': () => json({ response: true }) });
    renderCompanyForm({ company: savedCompany(), fetch: api.fetchFn });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the portfolio image 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove image' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('DELETE', '/app/company/remove_portfolio')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove the portfolio image 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.to('DELETE', '/app/company/remove_portfolio')).toHaveLength(1));
    expect(sent(api.to('DELETE', '/app/company/remove_portfolio')[0])).toEqual({ req_id: 'PF1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
