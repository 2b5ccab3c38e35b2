import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeIssues } from '../../../../shared/messages/zod-issues';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import { saoPauloLocalToDate } from '../../../../shared/rules/sao-paulo-time';
import { quoteDeadlineBody } from '../../../../shared/schemas/quote-deadline';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { serverProblem } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useExtendDeadline } from '../api/quote-deadline';
import { DeadlineField } from './deadline-field';
import styles from './quote-list.module.css';

/** The owner moves the response deadline of an open quote later (or gives it one). */
export function ExtendDeadlineDialog({
  reqId,
  current,
  onClose,
}: {
  reqId: string;
  current: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('quote-deadline');
  const { lang } = useLanguage();
  const extend = useExtendDeadline();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async () => {
    const date = saoPauloLocalToDate(value);
    // The shared body schema checks it as the server will (future, at most 90 days ahead).
    const body = { req_id: reqId, deadline: date ? date.toISOString() : value };
    const checked = quoteDeadlineBody.safeParse(body);
    if (!checked.success) {
      setError(Object.values(localizeIssues(checked.error.issues, lang).fields)[0]);
      return;
    }
    const answer = await extend.mutateAsync(checked.data);
    const problem = serverProblem(answer, t('extend.failed'));
    if (problem !== null) {
      setError(problem);
      return;
    }
    if (isOk(answer)) toast.success(answer.message);
    onClose();
  };

  return (
    <Modal title={t('extend.title')} onClose={onClose}>
      <form
        className={styles.inline}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {current && <p>{formatDateTime(current, lang)}</p>}
        <DeadlineField
          label={t('extend.label')}
          hint={t('extend.hint')}
          error={error}
          value={value}
          onChange={setValue}
          required
        />
        <div className={styles.row}>
          <Button type="submit" disabled={extend.isPending}>
            {t('extend.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('extend.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
