import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { newQuoteForm } from '../../../../shared/schemas/quote';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { useCategories } from '../../../lib/catalogue-queries';
import { applyServerErrors } from '../../../lib/server-errors';
import { useApi, useAuthModal, useSessionUser } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { sendNewQuoteDrawings } from '../api/item-drawing';
import { useCreateQuote } from '../api/new-quote';
import { AttachmentsField } from './new-quote-attachments';
import { NewQuoteBasics } from './new-quote-basics';
import { NewQuoteDeadline } from './new-quote-deadline';
import styles from './new-quote-form.module.css';
import { NewQuoteItems } from './new-quote-items';
import { NewQuoteLoginWarning } from './new-quote-login-warning';
import { PreselectNotice } from './new-quote-preselect-notice';
import { NewQuoteTargets, NewQuoteTargetsModal } from './new-quote-targets';
import { useQuoteAttachments } from './use-quote-attachments';
import { useQuoteItems } from './use-quote-items';
import { useQuoteTargets } from './use-quote-targets';

const EMPTY = {
  category: '',
  title: '',
  description: '',
  allCompanies: false,
  companies: [] as number[],
  exclude: [] as number[],
  deadline: '',
};

export interface NewQuoteFormProps {
  /** The reqId of /quotes/new-quote/{companyReqId}: that company is preselected as the target. */
  companyReqId?: string;
  /** A category to ask as a whole (`/quotes?category=<id>`): chosen, with every company of it. */
  categoryId?: number;
  /** After the quote was created (the toast is already shown). */
  onCreated?: () => void;
}

/**
 * The New Quote tab (PRODUCT.md 2 and 5): category, title, description, every company of the
 * category or chosen targets, excluded companies, attachments. Visitors may fill it in but not send.
 */
export function NewQuoteForm({ companyReqId, categoryId, onCreated }: NewQuoteFormProps) {
  const { t } = useTranslation('quote-new');
  const { lang } = useLanguage();
  const user = useSessionUser();
  const authModal = useAuthModal();
  const categories = useCategories();
  const create = useCreateQuote();
  const api = useApi();
  const feedback = useFeedback();
  const form = useZodForm(newQuoteForm, {
    defaultValues: categoryId ? { ...EMPTY, category: String(categoryId), allCompanies: true } : EMPTY,
  });
  const targets = useQuoteTargets(form, companyReqId, categories.data);
  const attachments = useQuoteAttachments();
  const items = useQuoteItems();

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
        attachments: attachments.toWire(),
        ...items.toWire(),
        // Left out when none, so the spec's body is unchanged for a quote without a deadline.
        ...(values.deadline ? { deadline: values.deadline } : {}),
      });
      if (isOk(answer)) {
        // Each picked drawing goes to its item now that the items exist (decision 0046).
        const notSent = await sendNewQuoteDrawings(api, answer.data.reqId, items.drawingList(), fallback);
        toast.success(answer.message || t('form.created'));
        for (const problem of notSent) toast.error(t('drawing.notSent', { problem }));
        form.reset(EMPTY);
        attachments.clear();
        items.clear();
        onCreated?.();
        return;
      }
      const unplaced = applyServerErrors(form, answer, {
        fallback,
        other: (root, message) => {
          if (root !== 'attachments') return false;
          attachments.setError(message);
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
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      {!user && <NewQuoteLoginWarning />}
      <PreselectNotice state={targets.preselected} />
      <NewQuoteBasics form={form} categories={categories} category={targets.categoryRegistration} />
      <NewQuoteDeadline form={form} />
      <NewQuoteTargets form={form} targets={targets} />
      <NewQuoteItems state={items} disabled={sending} />
      <AttachmentsField
        files={attachments.files}
        reading={attachments.reading}
        disabled={sending}
        error={attachments.error}
        onAdd={(picked) => void attachments.add(picked)}
        onRemove={attachments.remove}
      />
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('form.sending')} />
      <div>
        {/* A visitor's submit only looks disabled: a disabled default button would also stop Enter,
            and both must open the login (PRODUCT.md 2). */}
        <Button type="submit" disabled={sending || attachments.reading} aria-disabled={!user || undefined}>
          {t('form.submit')}
        </Button>
      </div>
      <NewQuoteTargetsModal targets={targets} />
    </form>
  );
}
