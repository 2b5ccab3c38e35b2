import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWING_ACCEPT } from '../../../../shared/rules/files';
import type { ItemAward } from '../../../../shared/schemas/quote-award';
import type { QuoteItem } from '../../../../shared/schemas/quote-items';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import type { ApiAnswer } from '../../../lib/api-client';
import { shortFileName } from '../../../lib/format';
import { serverProblem } from '../../../lib/server-errors';
import { useApi } from '../../../lib/services';
import { useItemDrawing } from '../api/item-drawing';
import { downloadQuoteFile } from '../api/quote-file';
import styles from './new-quote-items.module.css';
import { QuoteItemsList } from './quote-items-list';

const NONE: ReadonlySet<string> = new Set();

/**
 * The quote's items with each item's drawing (decision 0046): a download for the buyer and the
 * suppliers; for the buyer of an open quote, attach (or replace) and remove. One file input and one
 * pair of writes serve the whole list: each row's button says which item the next pick is for, so
 * a hundred items cost a hundred buttons, not a hundred pickers and two hundred writes (issue 34
 * item 3).
 */
export function QuoteItemsWithDrawings({
  quote,
  items,
  awards,
  editable,
}: {
  quote: string;
  items: readonly QuoteItem[];
  awards?: readonly ItemAward[];
  editable: boolean;
}) {
  const { t } = useTranslation('quote-new');
  const api = useApi();
  const writes = useItemDrawing(quote);
  const input = useRef<HTMLInputElement>(null);
  // The item the next pick goes to: set by its row's button just before the picker opens.
  const pickingFor = useRef<string | null>(null);
  // The items with a write under way: their controls wait for it, the other rows do not.
  const [busy, setBusy] = useState(NONE);
  const failed = t('drawing.failed');

  const write = async (item: string, work: () => Promise<ApiAnswer<{ message: string }>>) => {
    setBusy((now) => new Set(now).add(item));
    try {
      const answer = await work();
      if (isOk(answer)) toast.success(answer.message);
      else toast.error(serverProblem(answer, failed) ?? failed);
    } finally {
      setBusy((now) => {
        const next = new Set(now);
        next.delete(item);
        return next;
      });
    }
  };

  const row = (item: QuoteItem, index: number) => {
    const drawing = item.drawing;
    if (!drawing && !editable) return null;
    const disabled = busy.has(item.reqId);
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
          <Button
            size="small"
            variant="secondary"
            disabled={disabled}
            aria-label={t('drawing.label', { index: index + 1, description: item.description })}
            onClick={() => {
              pickingFor.current = item.reqId;
              input.current?.click();
            }}
          >
            {drawing ? t('drawing.replace') : t('drawing.attach')}
          </Button>
        )}
        {editable && drawing && (
          <Button
            size="small"
            variant="secondary"
            disabled={disabled}
            aria-label={t('drawing.removeNamed', { index: index + 1 })}
            onClick={() => void write(item.reqId, () => writes.remove.mutateAsync(item.reqId))}
          >
            {t('drawing.remove')}
          </Button>
        )}
      </div>
    );
  };

  return (
    <>
      {editable && items.length > 0 && (
        // Out of sight and of the tab order: the rows' buttons are the controls, and open it.
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          accept={DRAWING_ACCEPT}
          onChange={(event) => {
            const [file] = Array.from(event.target.files ?? []);
            // Emptied after each pick, so the same file can be picked again.
            event.target.value = '';
            const item = pickingFor.current;
            pickingFor.current = null;
            if (file && item) void write(item, () => writes.attach.mutateAsync({ item, file }));
          }}
        />
      )}
      <QuoteItemsList items={items} awards={awards} drawing={row} />
    </>
  );
}
