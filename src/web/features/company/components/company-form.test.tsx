import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInProviders } from '../../../test/render-app';
import { CompanyForm } from './company-form';

afterEach(cleanup);

describe('company registration form', () => {
  it('names the missing logo with the other errors on the first submit of an empty form', async () => {
    renderInProviders(<CompanyForm company={null} categories={[]} cities={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Register company' }));
    expect((await screen.findAllByText('Required field!')).length).toBeGreaterThan(0);
    expect(screen.getByText('The logo is required!')).toBeTruthy();
  });
});
