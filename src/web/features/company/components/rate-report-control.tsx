import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnRateCard } from '../../../../shared/schemas/company-read';
import { Button } from '../../../components/ui/button';
import styles from './company.module.css';
import { RateReportDialog } from './rate-report-dialog';

/** Under a rating: "Report to the association", or that a report is under review. */
export function RateReportControl({ card }: { card: OwnRateCard }) {
  const { t } = useTranslation('company');
  const [open, setOpen] = useState(false);
  // An answer from before ratings had reqIds offers nothing to report.
  if (!card.reqId) return null;
  if (card.reported) return <p className={styles.reported}>{t('ratings.reported')}</p>;
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {t('ratings.report')}
      </Button>
      {open && <RateReportDialog reqId={card.reqId} onClose={() => setOpen(false)} />}
    </>
  );
}
