import { useTranslation } from 'react-i18next';
import type { AdminRatingRow } from '../../../../shared/schemas/rating-moderation';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useModerateRating } from '../api/admin-ratings';
import styles from './admin.module.css';
import { ReasonToggle } from './reason-toggle';

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
      <ReasonToggle
        on={rating.hiddenAt !== null}
        pending={moderate.isPending}
        texts={{
          start: t('hide'),
          undo: t('restore'),
          reasonLabel: t('reason', { company: rating.companyName }),
          confirm: t('confirmHide'),
          cancel: t('cancel'),
          failed: t('failed'),
        }}
        send={async (reason) =>
          (
            await moderate.mutateAsync(
              reason === null
                ? { decision: 'restore', reqId: rating.reqId }
                : { decision: 'hide', reqId: rating.reqId, reason },
            )
          ).message
        }
      />
      {rating.reportedAt !== null && rating.hiddenAt === null && (
        <Button size="small" variant="secondary" disabled={moderate.isPending} onClick={() => void keep()}>
          {t('keep')}
        </Button>
      )}
    </div>
  );
}
