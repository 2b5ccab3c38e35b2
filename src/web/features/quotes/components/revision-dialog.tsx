import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeIssues } from '../../../../shared/messages/zod-issues';
import { saoPauloLocalToDate } from '../../../../shared/rules/sao-paulo-time';
import { QUOTE_ROUNDS_MAX, quoteRevisionBody, ROUND_NOTE_MAX } from '../../../../shared/schemas/quote-round';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { useLanguage } from '../../../lib/use-language';
import { useRequestRevision } from '../api/quote-deadline';
import { DeadlineField } from './deadline-field';
import styles from './quote-list.module.css';

type Errors = Partial<Record<'deadline' | 'note' | 'form', string>>;

/**
 * Issue 34 item 6: the owner asks every company that proposed for a revised offer (best and final)
 * by a new deadline, with an optional note; checked by the shared body schema as the server checks it.
 */
export function RevisionDialog({
  reqId,
  round,
  proposers,
  onClose,
}: {
  reqId: string;
  /** The quote's current round. */
  round: number;
  /** How many companies proposed (and will be asked). */
  proposers: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('quote-deadline');
  const { lang } = useLanguage();
  const revise = useRequestRevision();
  const [deadline, setDeadline] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = async () => {
    const date = saoPauloLocalToDate(deadline);
    const checked = quoteRevisionBody.safeParse({
      req_id: reqId,
      deadline: date ? date.toISOString() : deadline,
      note,
    });
    if (!checked.success) {
      setErrors(localizeIssues(checked.error.issues, lang).fields);
      return;
    }
    const answer = await revise.mutateAsync(checked.data);
    if (!isOk(answer)) {
      const fields = answer === false ? undefined : answer.fields;
      const named = fields !== undefined && Object.keys(fields).length > 0;
      setErrors(named ? fields : { form: refusalText(answer, t('revision.failed')) });
      return;
    }
    toast.success(answer.message);
    onClose();
  };

  return (
    <Modal title={t('revision.title')} onClose={onClose}>
      <form
        className={styles.inline}
        noValidate
        aria-busy={revise.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <p>{t('revision.intro', { count: proposers })}</p>
        <DeadlineField
          label={t('revision.label')}
          hint={t('revision.hint')}
          error={errors.deadline}
          value={deadline}
          onChange={setDeadline}
          required
        />
        <Field label={t('revision.note')} hint={t('revision.noteHint')} error={errors.note}>
          {(control) => (
            <textarea
              {...control}
              className={inputClass}
              rows={3}
              maxLength={ROUND_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <p className={styles.meta}>
          {round + 1 < QUOTE_ROUNDS_MAX ? t('revision.oneMore') : t('revision.last')}
        </p>
        {errors.form && (
          <p className={styles.meta} role="alert">
            {errors.form}
          </p>
        )}
        <div className={styles.row}>
          <Button type="submit" disabled={revise.isPending}>
            {t('revision.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('revision.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
