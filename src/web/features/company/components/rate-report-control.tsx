import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnRateCard } from '../../../../shared/schemas/company-read';
import { Button } from '../../../components/ui/button';
import styles from './company.module.css';
import { RateReportDialog } from './rate-report-dialog';

/** Under a rating: "Report to the association", or that a report is under review. */
export function RateReportControl({ card }: { card: OwnRateCard }) {
  const { t } = useTranslation('company');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  // The button that opened the dialog (where focus returns) is replaced by the status once the list
  // reloads: move the focus there rather than lose it to the page.
  useEffect(() => {
    if (sent && card.reported) status.current?.focus();
  }, [sent, card.reported]);
  // An answer from before ratings had reqIds offers nothing to report.
  if (!card.reqId) return null;
  if (card.reported)
    return (
      <p ref={status} tabIndex={-1} className={styles.reported}>
        {t('ratings.reported')}
      </p>
    );
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {t('ratings.report')}
      </Button>
      {open && (
        <RateReportDialog
          reqId={card.reqId}
          onClose={(reported) => {
            setOpen(false);
            setSent(reported);
          }}
        />
      )}
    </>
  );
}
