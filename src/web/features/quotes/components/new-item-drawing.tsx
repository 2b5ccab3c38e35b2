import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWING_ACCEPT } from '../../../../shared/rules/files';
import type { ItemDraft } from '../../../../shared/rules/item-sheet';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { shortFileName } from '../../../lib/format';
import styles from './new-quote-items.module.css';
import type { QuoteItemsState } from './use-quote-items';

/** A new item row's optional drawing (decision 0046): picked here, sent once the quote exists. */
export function NewItemDrawing({
  state,
  item,
  index,
  disabled,
}: {
  state: QuoteItemsState;
  item: ItemDraft;
  index: number;
  disabled: boolean;
}) {
  const { t } = useTranslation('quote-new');
  const labelId = useId();
  const inputId = useId();
  const drawing = state.drawingOf(item);
  return (
    <div className={styles.drawing}>
      <span id={labelId} className="visually-hidden">
        {t('drawing.label', { index: index + 1, description: item.description })}
      </span>
      <FilePicker
        id={inputId}
        labelledBy={labelId}
        action={drawing ? t('drawing.replace') : t('drawing.attach')}
        picked={drawing ? t('drawing.picked', { name: shortFileName(drawing.name, 20) }) : undefined}
        accept={DRAWING_ACCEPT}
        disabled={disabled}
        onFiles={([file]) => state.setDrawing(item, file)}
      />
      {drawing && (
        <Button
          type="button"
          size="small"
          variant="secondary"
          disabled={disabled}
          aria-label={t('drawing.removeNamed', { index: index + 1 })}
          onClick={() => state.setDrawing(item, null)}
        >
          {t('drawing.remove')}
        </Button>
      )}
    </div>
  );
}
