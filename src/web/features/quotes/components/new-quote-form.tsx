import { type FormEvent, useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { newQuoteForm } from '../../../../shared/schemas/quote';
import type { CompanyRef } from '../../../../shared/schemas/quote-read';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { CheckboxField, checkboxClass, Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { useCategories } from '../../../lib/catalogue-queries';
import { applyServerErrors } from '../../../lib/server-errors';
import { useAuthModal, useSessionUser } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import type { PickerCompany } from '../api/company-get';
import { useCreateQuote } from '../api/new-quote';
import { CompanySearchModal } from './company-search-modal';
import { AttachmentsField } from './new-quote-attachments';
import { CompanyListField } from './new-quote-companies';
import { type PickedAttachment, readAttachments } from './new-quote-files';
import styles from './new-quote-form.module.css';
import { NewQuoteLoginWarning } from './new-quote-login-warning';
import { usePreselectedCompany } from './new-quote-preselect';
import { PreselectNotice } from './new-quote-preselect-notice';
import { idsOf, messageOf } from './new-quote-values';

const EMPTY = {
  category: '',
  title: '',
  description: '',
  allCompanies: false,
  companies: [] as number[],
  exclude: [] as number[],
};

type ListName = 'companies' | 'exclude';

export interface NewQuoteFormProps {
  /** The reqId of /quotes/new-quote/{companyReqId}: that company is preselected as the target. */
  companyReqId?: string;
  /** After the quote was created (the toast is already shown). */
  onCreated?: () => void;
}

/**
 * The New Quote tab (PRODUCT.md 2 and 5): category, title, description, every company of the
 * category or chosen targets, excluded companies, attachments. Visitors may fill it in but not send.
 */
export function NewQuoteForm({ companyReqId, onCreated }: NewQuoteFormProps) {
  const { t } = useTranslation('quote-new');
  const { lang } = useLanguage();
  const user = useSessionUser();
  const authModal = useAuthModal();
  const categories = useCategories();
  const create = useCreateQuote();
  const feedback = useFeedback();
  const form = useZodForm(newQuoteForm, { defaultValues: EMPTY });
  const { setValue, getValues, clearErrors, formState } = form;
  const { errors, isSubmitted } = formState;
  const [names, setNames] = useState<Record<number, string>>({});
  const [picking, setPicking] = useState<ListName | null>(null);
  const [files, setFiles] = useState<PickedAttachment[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [reading, setReading] = useState(false);

  const watched = useWatch({
    control: form.control,
    name: ['category', 'allCompanies', 'companies', 'exclude'],
  });
  const category = Number(watched[0]) || null;
  const allCompanies = watched[1] === true;
  const companies = idsOf(watched[2]);
  const exclude = idsOf(watched[3]);
  // PRODUCT.md 5: targets hide with "all companies"; exclusions show with it or with no targets.
  const showExclude = allCompanies || companies.length === 0;

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
  const preselected = usePreselectedCompany(companyReqId, categories.data, applyCompany);

  const category$ = form.register('category', {
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
  const allCompanies$ = form.register('allCompanies', {
    onChange: () => {
      // Hidden targets would silently drop out on sending; the list is emptied where it can be seen.
      if (getValues('allCompanies')) setList('companies', []);
    },
  });

  const toggle = (name: ListName, company: CompanyRef) => {
    setNames((known) => ({ ...known, [company.id]: company.name }));
    const list = name === 'companies' ? companies : exclude;
    setList(name, list.includes(company.id) ? list.filter((id) => id !== company.id) : [...list, company.id]);
  };

  const addFiles = async (picked: File[]) => {
    setReading(true);
    try {
      const result = await readAttachments(picked, files, lang);
      setFiles(result.files);
      setFilesError(result.ok ? undefined : result.message);
    } catch (error) {
      setFilesError(thrownLines(error, translate(lang, 'v.fileUnreadable'))[0]);
    } finally {
      setReading(false);
    }
  };

  const send = form.handleSubmit(async (values) => {
    feedback.clear();
    const fallback = translate(lang, 'msg.requestError');
    try {
      const answer = await create.mutateAsync({
        category: values.category,
        title: values.title,
        description: values.description,
        companies: values.companies,
        exclude: values.allCompanies || values.companies.length === 0 ? values.exclude : [],
        attachments: files.length > 0 ? files.map(({ name, content }) => ({ name, content })) : null,
      });
      if (isOk(answer)) {
        toast.success(answer.message || t('form.created'));
        form.reset(EMPTY);
        setFiles([]);
        setFilesError(undefined);
        onCreated?.();
        return;
      }
      const unplaced = applyServerErrors(form, answer, {
        fallback,
        other: (root, message) => {
          if (root !== 'attachments') return false;
          setFilesError(message);
          return true;
        },
      });
      if (unplaced.length > 0) feedback.errors(unplaced);
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (user) return send(event);
    // Submit is disabled for visitors; Enter in a field still lands here.
    event.preventDefault();
    toast.error(t('form.loggedOut'));
    authModal.open('login');
  };

  const sending = create.isPending;
  const modalList = picking === 'companies' ? companies : exclude;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      {!user && <NewQuoteLoginWarning />}
      <PreselectNotice state={preselected} />
      <div className={styles.grid}>
        <Field label={t('form.category')} error={errors.category?.message}>
          {(control) => (
            <select {...control} className={inputClass} {...category$} disabled={!categories.data}>
              <option value="">
                {categories.isPending
                  ? t('form.categoriesLoading')
                  : categories.isError
                    ? t('form.categoriesFailed')
                    : t('form.chooseCategory')}
              </option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('form.title')} error={errors.title?.message}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              type="text"
              maxLength={TEXT.quoteTitle}
              {...form.register('title')}
            />
          )}
        </Field>
      </div>
      {categories.isError && (
        <div className={styles.row}>
          <Button type="button" size="small" variant="secondary" onClick={() => void categories.refetch()}>
            {t('form.retry')}
          </Button>
        </div>
      )}
      <Field
        label={t('form.description')}
        error={errors.description?.message}
        hint={t('form.descriptionHint')}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${inputClass} ${styles.textarea}`}
            maxLength={TEXT.quoteDescription}
            rows={6}
            {...form.register('description')}
          />
        )}
      </Field>
      <CheckboxField label={t('form.allCompanies')}>
        {(control) => <input {...control} className={checkboxClass} type="checkbox" {...allCompanies$} />}
      </CheckboxField>
      <div className={styles.grid}>
        {!allCompanies && (
          <CompanyListField
            label={t('form.targets')}
            hint={t('form.targetsHint')}
            chooseLabel={t('form.chooseTargets')}
            ids={companies}
            names={names}
            disabled={!category}
            error={messageOf(errors.companies)}
            onChoose={() => setPicking('companies')}
            onRemove={(id) =>
              setList(
                'companies',
                companies.filter((value) => value !== id),
              )
            }
          />
        )}
        {showExclude && (
          <CompanyListField
            label={t('form.excluded')}
            hint={t('form.excludedHint')}
            chooseLabel={t('form.chooseExcluded')}
            ids={exclude}
            names={names}
            disabled={!category}
            error={messageOf(errors.exclude)}
            onChoose={() => setPicking('exclude')}
            onRemove={(id) =>
              setList(
                'exclude',
                exclude.filter((value) => value !== id),
              )
            }
          />
        )}
      </div>
      <AttachmentsField
        files={files}
        reading={reading}
        disabled={sending}
        error={filesError}
        onAdd={(picked) => void addFiles(picked)}
        onRemove={(key) => {
          setFiles((list) => list.filter((file) => file.key !== key));
          setFilesError(undefined);
        }}
      />
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('form.sending')} />
      <div>
        {/* A visitor's submit only looks disabled: a disabled default button would also stop Enter,
            and both must open the login (PRODUCT.md 2). */}
        <Button type="submit" disabled={sending || reading} aria-disabled={!user || undefined}>
          {t('form.submit')}
        </Button>
      </div>
      {picking && category && (
        <CompanySearchModal
          title={t(picking === 'companies' ? 'search.targetsTitle' : 'search.excludedTitle')}
          category={category}
          selected={modalList}
          blocked={picking === 'companies' ? exclude : companies}
          onToggle={(company) => toggle(picking, company)}
          onClose={() => setPicking(null)}
        />
      )}
    </form>
  );
}
