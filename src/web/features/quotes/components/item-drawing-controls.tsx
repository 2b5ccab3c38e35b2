import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWING_ACCEPT } from '../../../../shared/rules/files';
import type { QuoteItem } from '../../../../shared/schemas/quote-items';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { shortFileName } from '../../../lib/format';
import { serverProblem } from '../../../lib/server-errors';
import { useApi } from '../../../lib/services';
import { useItemDrawing } from '../api/item-drawing';
import { downloadQuoteFile } from '../api/quote-file';
import styles from './new-quote-items.module.css';

/**
 * An item's drawing in the quote's view (decision 0046): a download for the buyer and the
 * suppliers; for the buyer of an open quote, attach (or replace) and remove.
 */
export function ItemDrawingControls({
  quote,
  item,
  index,
  editable,
}: {
  quote: string;
  item: QuoteItem;
  index: number;
  editable: boolean;
}) {
  const { t } = useTranslation('quote-new');
  const api = useApi();
  const writes = useItemDrawing(quote);
  const labelId = useId();
  const inputId = useId();
  const drawing = item.drawing;
  const busy = writes.attach.isPending || writes.remove.isPending;
  if (!drawing && !editable) return null;
  const failed = t('drawing.failed');
  return (
    <div className={styles.drawing}>
      {drawing && (
        <Button
          size="small"
          variant="secondary"
          title={drawing.name}
          aria-label={t('drawing.download', { name: drawing.name })}
          onClick={async () => {
            const problem = await downloadQuoteFile(api, drawing.reqId);
            if (problem !== null) toast.error(problem || failed);
          }}
        >
          {t('drawing.download', { name: shortFileName(drawing.name, 20) })}
        </Button>
      )}
      {editable && (
        <>
          <span id={labelId} className="visually-hidden">
            {t('drawing.label', { index: index + 1, description: item.description })}
          </span>
          <FilePicker
            id={inputId}
            labelledBy={labelId}
            action={drawing ? t('drawing.replace') : t('drawing.attach')}
            accept={DRAWING_ACCEPT}
            disabled={busy}
            onFiles={async ([file]) => {
              const answer = await writes.attach.mutateAsync({ item: item.reqId, file });
              if (isOk(answer)) toast.success(answer.message);
              else toast.error(serverProblem(answer, failed) ?? failed);
            }}
          />
          {drawing && (
            <Button
              size="small"
              variant="secondary"
              disabled={busy}
              aria-label={t('drawing.removeNamed', { index: index + 1 })}
              onClick={async () => {
                const answer = await writes.remove.mutateAsync(item.reqId);
                if (isOk(answer)) toast.success(answer.message);
                else toast.error(serverProblem(answer, failed) ?? failed);
              }}
            >
              {t('drawing.remove')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
