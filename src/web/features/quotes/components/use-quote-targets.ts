import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Category as QuoteCategory } from '../../../../shared/schemas/catalogue-read';
import type { newQuoteForm } from '../../../../shared/schemas/quote';
import type { CompanyRef } from '../../../../shared/schemas/quote-read';
import type { ZodForm } from '../../../lib/zod-form-resolver';
import type { PickerCompany } from '../api/company-get';
import { usePreselectedCompany } from './new-quote-preselect';
import { idsOf } from './new-quote-values';

export type NewQuoteForm = ZodForm<typeof newQuoteForm>;
export type ListName = 'companies' | 'exclude';

/**
 * Who a new quote goes to (PRODUCT.md 5): the category, "all companies", the chosen targets and the
 * excluded companies, the names shown for their ids, the open picker and the company of the page's
 * link. Changing the category empties both lists; "all companies" empties the targets.
 */
export function useQuoteTargets(
  form: NewQuoteForm,
  companyReqId: string | undefined,
  categories: readonly QuoteCategory[] | undefined,
) {
  const { setValue, getValues, clearErrors, formState } = form;
  const { isSubmitted } = formState;
  const [names, setNames] = useState<Record<number, string>>({});
  const [picking, setPicking] = useState<ListName | null>(null);

  const watched = useWatch({
    control: form.control,
    name: ['category', 'allCompanies', 'companies', 'exclude'],
  });
  const category = Number(watched[0]) || null;
  const allCompanies = watched[1] === true;
  const companies = idsOf(watched[2]);
  const exclude = idsOf(watched[3]);

  const setList = useCallback(
    (name: ListName, ids: number[]) =>
      setValue(name, ids, { shouldValidate: isSubmitted, shouldDirty: true }),
    [setValue, isSubmitted],
  );

  const applyCompany = useCallback(
    (company: PickerCompany, preselect: number | null) => {
      setNames((known) => ({ ...known, [company.id]: company.name }));
      if (preselect !== null) setValue('category', String(preselect));
      setValue('companies', [company.id]);
      setValue('exclude', []);
    },
    [setValue],
  );
  const preselected = usePreselectedCompany(companyReqId, categories, applyCompany);

  const categoryRegistration = form.register('category', {
    onChange: () => {
      // Chosen companies belong to the old category; the linked company stays if it has the new one.
      const next = Number(getValues('category'));
      const keep =
        preselected.status === 'ready' && preselected.company.categories.includes(next)
          ? [preselected.company.id]
          : [];
      setValue('companies', keep);
      setValue('exclude', []);
      clearErrors(['companies', 'exclude']);
    },
  });
  const allCompaniesRegistration = form.register('allCompanies', {
    onChange: () => {
      // Hidden targets would silently drop out on sending; the list is emptied where it can be seen.
      if (getValues('allCompanies')) setList('companies', []);
    },
  });

  const listOf = (name: ListName) => (name === 'companies' ? companies : exclude);
  return {
    category,
    allCompanies,
    companies,
    exclude,
    // PRODUCT.md 5: targets hide with "all companies"; exclusions show with it or with no targets.
    showExclude: allCompanies || companies.length === 0,
    names,
    picking,
    setPicking,
    preselected,
    categoryRegistration,
    allCompaniesRegistration,
    remove: (name: ListName, id: number) =>
      setList(
        name,
        listOf(name).filter((value) => value !== id),
      ),
    toggle: (name: ListName, company: CompanyRef) => {
      setNames((known) => ({ ...known, [company.id]: company.name }));
      const list = listOf(name);
      setList(
        name,
        list.includes(company.id) ? list.filter((id) => id !== company.id) : [...list, company.id],
      );
    },
  };
}

export type QuoteTargets = ReturnType<typeof useQuoteTargets>;
