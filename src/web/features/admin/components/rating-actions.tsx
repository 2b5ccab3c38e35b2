import { useTranslation } from 'react-i18next';
import type { AdminRatingRow } from '../../../../shared/schemas/rating-moderation';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useModerateRating } from '../api/admin-ratings';
import styles from './admin.module.css';
import { ReasonToggle, type ReasonToggleTexts } from './reason-toggle';

/** Hide with a reason, or show again: the rating itself, or the company's answer to it. */
function HideToggle(props: {
  reqId: string;
  hidden: boolean;
  decisions: { hide: 'hide' | 'hideReply'; restore: 'restore' | 'restoreReply' };
  texts: ReasonToggleTexts;
}) {
  const moderate = useModerateRating();
  const { reqId, decisions } = props;
  return (
    <ReasonToggle
      on={props.hidden}
      pending={moderate.isPending}
      texts={props.texts}
      send={async (reason) =>
        (
          await moderate.mutateAsync(
            reason === null
              ? { decision: decisions.restore, reqId }
              : { decision: decisions.hide, reqId, reason },
          )
        ).message
      }
    />
  );
}

/** Hide (asks for the reason first) or restore a rating; Keep closes an open report. */
export function RatingActions({ rating }: { rating: AdminRatingRow }) {
  const { t } = useTranslation('admin-ratings');
  const moderate = useModerateRating();
  const keep = async () => {
    try {
      toast.success((await moderate.mutateAsync({ decision: 'keep', reqId: rating.reqId })).message);
    } catch (error) {
      toast.error((error instanceof Error && error.message) || t('failed'));
    }
  };
  return (
    <div className={styles.row}>
      <HideToggle
        reqId={rating.reqId}
        hidden={rating.hiddenAt !== null}
        decisions={{ hide: 'hide', restore: 'restore' }}
        texts={{
          start: t('hide'),
          undo: t('restore'),
          reasonLabel: t('reason', { company: rating.companyName }),
          confirm: t('confirmHide'),
          cancel: t('cancel'),
          failed: t('failed'),
        }}
      />
      {rating.reportedAt !== null && rating.hiddenAt === null && (
        <Button size="small" variant="secondary" disabled={moderate.isPending} onClick={() => void keep()}>
          {t('keep')}
        </Button>
      )}
    </div>
  );
}

/** Hide the company's answer to the rating (asks for the reason first), or show it again. */
export function ReplyActions({ rating }: { rating: AdminRatingRow }) {
  const { t } = useTranslation('admin-ratings');
  return (
    <div className={styles.row}>
      <HideToggle
        reqId={rating.reqId}
        hidden={Boolean(rating.replyHiddenAt)}
        decisions={{ hide: 'hideReply', restore: 'restoreReply' }}
        texts={{
          start: t('hideReply'),
          undo: t('restoreReply'),
          reasonLabel: t('replyReason', { company: rating.companyName }),
          confirm: t('confirmHideReply'),
          cancel: t('cancel'),
          failed: t('failed'),
        }}
      />
    </div>
  );
}
