import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatItemQuantity } from '../../../../shared/rules/item-format';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { inputClass } from '../../../components/ui/form-field';
import { useLanguage } from '../../../lib/use-language';
import { NewItemDrawing } from './new-item-drawing';
import styles from './new-quote-items.module.css';
import type { QuoteItemsState } from './use-quote-items';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The request's optional items (issue 34 item 1): paste rows or upload a sheet; the list; problems. */
export function NewQuoteItems({ state, disabled }: { state: QuoteItemsState; disabled: boolean }) {
  const { t } = useTranslation('quote-new');
  const { lang } = useLanguage();
  const [text, setText] = useState('');
  const pasteId = useId();
  const fileId = useId();
  const fileLabel = useId();
  const hintId = useId();
  return (
    <fieldset className={styles.items}>
      <legend className={styles.legend}>{t('items.legend')}</legend>
      <p id={hintId} className={styles.note}>
        {t('items.hint')} {t('drawing.hint')}
      </p>
      <label htmlFor={pasteId} className={styles.label}>
        {t('items.paste')}
      </label>
      <textarea
        id={pasteId}
        className={`${inputClass} ${styles.paste}`}
        rows={4}
        value={text}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.row}>
        <Button
          type="button"
          size="small"
          disabled={disabled || text.trim() === ''}
          onClick={() => {
            state.paste(text);
            setText('');
          }}
        >
          {t('items.addPasted')}
        </Button>
        <span id={fileLabel} className={styles.label}>
          {t('items.upload')}
        </span>
        <FilePicker
          id={fileId}
          labelledBy={fileLabel}
          action={t('items.pickSheet')}
          accept={ACCEPT}
          disabled={disabled || state.reading}
          onFiles={([file]) => void state.upload(file)}
        />
      </div>
      {state.problems.length > 0 && (
        <ul className={styles.problems} role="alert">
          {state.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {state.items.length > 0 && (
        <ol className={styles.list} aria-label={t('items.count', { count: state.items.length })}>
          {state.items.map((item, index) => (
            // Rows have no id before they are sent; position is what identifies them here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={styles.item}>
              <span className={styles.description}>{item.description}</span>
              <span>{formatItemQuantity(item, lang)}</span>
              {item.specification && <span className={styles.note}>{item.specification}</span>}
              <NewItemDrawing state={state} item={item} index={index} disabled={disabled} />
              <Button
                type="button"
                size="small"
                variant="secondary"
                disabled={disabled}
                onClick={() => state.remove(index)}
              >
                {t('items.remove', { index: index + 1 })}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
