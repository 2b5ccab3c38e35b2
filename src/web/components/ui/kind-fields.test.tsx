import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInProviders } from '../../test/render-app';
import { CityField, type CityOption, EmailField, PasswordPair } from './kind-fields';

afterEach(cleanup);

interface Values {
  city: string;
  email: string;
  password: string;
  confirm: string;
}

let form: ReturnType<typeof useForm<Values>> | null = null;

function Fields({ cities, loading = false }: { cities: CityOption[]; loading?: boolean }) {
  const current = useForm<Values>({ defaultValues: { city: '9897', email: '', password: '', confirm: '' } });
  form = current;
  const { errors } = current.formState;
  return (
    <>
      <CityField control={current.control} name="city" cities={cities} loading={loading} />
      <EmailField
        registration={current.register('email')}
        error={errors.email?.message}
        label="Work e-mail"
      />
      <PasswordPair
        password={current.register('password')}
        confirm={current.register('confirm')}
        errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
        label="newPassword"
      />
    </>
  );
}

/** The list arrives after the form, as a query's answer does. */
function LateCities() {
  const [cities, setCities] = useState<CityOption[] | null>(null);
  return (
    <>
      <Fields cities={cities ?? []} loading={cities === null} />
      <button type="button" onClick={() => setCities(CITIES)}>
        load
      </button>
    </>
  );
}

const CITIES = [
  { id: 9896, cityName: 'Piracicaba' },
  { id: 9897, cityName: 'Limeira' },
];

describe('kind fields', () => {
  it('shows the chosen city once its option arrives, and hands the form the picked id', () => {
    renderInProviders(<LateCities />);
    const select = screen.getByLabelText('City') as HTMLSelectElement;
    expect(screen.getByRole('option').textContent).toBe('Loading cities…');

    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(select.value).toBe('9897');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a city',
      'Piracicaba',
      'Limeira',
    ]);
    fireEvent.change(select, { target: { value: '9896' } });
    expect(form?.getValues('city')).toBe('9896');
  });

  it("links a form's error to the city select", () => {
    renderInProviders(<Fields cities={CITIES} />);
    act(() => form?.setError('city', { type: 'server', message: 'Choose a city of São Paulo!' }));
    const select = screen.getByLabelText('City');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Choose a city of São Paulo!').id);
  });

  it('labels an e-mail as asked and a new password with the rule as its hint', () => {
    renderInProviders(<Fields cities={CITIES} />);
    const email = screen.getByLabelText('Work e-mail') as HTMLInputElement;
    expect(email.type).toBe('email');
    const password = screen.getByLabelText('New password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('new-password');
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/^From 8 to 30 characters/);
    const confirm = screen.getByLabelText('Confirm the password') as HTMLInputElement;
    expect(confirm.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(confirm, { target: { value: 'Ponte#123Rio' } });
    expect(form?.getValues('confirm')).toBe('Ponte#123Rio');
  });
});
