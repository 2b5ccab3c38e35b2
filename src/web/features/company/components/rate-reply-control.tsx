import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, isoDay } from '../../../../shared/rules/date-format';
import type { OwnRateCard } from '../../../../shared/schemas/company-read';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-modal';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { useLanguage } from '../../../lib/use-language';
import { useRemoveRatingReply } from '../api/company';
import styles from './company.module.css';
import { RateReplyDialog } from './rate-reply-dialog';

/** The company's public answer as its owner sees it, with whether the association hid it. */
function PublishedReply({ reply }: { reply: NonNullable<OwnRateCard['reply']> }) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  return (
    <div className={styles.reply}>
      <p className={styles.replyHead}>
        <strong>{t('rateReply.yours')}</strong>{' '}
        <time dateTime={isoDay(reply.date)}>{formatDate(reply.date, lang)}</time>
      </p>
      <p className={styles.replyText}>{reply.text}</p>
      {reply.hidden && <p className={styles.reported}>{t('rateReply.hidden')}</p>}
    </div>
  );
}

/** Under a rating: "Answer publicly", or the answer with "Edit answer" and "Remove answer". */
export function RateReplyControl({ card }: { card: OwnRateCard }) {
  const { t } = useTranslation('company');
  const [open, setOpen] = useState(false);
  const remove = useRemoveRatingReply();
  const { confirm, dialog } = useConfirm();
  // Stays in place whether the rating has an answer or not, so focus can come back to it.
  const main = useRef<HTMLButtonElement>(null);
  const reply = card.reply ?? null;
  // An answer from before ratings had reqIds cannot name the rating.
  if (!card.reqId) return null;
  const reqId = card.reqId;

  const removeReply = async () => {
    const yes = await confirm({
      title: t('rateReply.removeTitle'),
      text: t('rateReply.removeText'),
      yes: t('rateReply.remove'),
      no: t('rateReply.keep'),
      danger: true,
    });
    if (!yes) return;
    try {
      const answer = await remove.mutateAsync(reqId);
      if (isOk(answer)) toast.success(answer.message);
      else toast.error(refusalText(answer, t('rateReply.removeFailed')));
    } catch {
      toast.error(t('rateReply.removeFailed'));
    }
    // The remove button is gone with the answer: keep the keyboard user on the rating.
    main.current?.focus();
  };

  return (
    <>
      {reply && <PublishedReply reply={reply} />}
      {/* The association hid the answer: the server refuses changes until it is restored. */}
      {!reply?.hidden && (
        <div className={styles.replyActions}>
          <Button ref={main} size="small" variant="secondary" onClick={() => setOpen(true)}>
            {reply ? t('rateReply.edit') : t('rateReply.answer')}
          </Button>
          {reply && (
            <Button
              size="small"
              variant="secondary"
              disabled={remove.isPending}
              onClick={() => void removeReply()}
            >
              {t('rateReply.remove')}
            </Button>
          )}
        </div>
      )}
      {open && <RateReplyDialog reqId={reqId} current={reply?.text ?? null} onClose={() => setOpen(false)} />}
      {dialog}
    </>
  );
}
