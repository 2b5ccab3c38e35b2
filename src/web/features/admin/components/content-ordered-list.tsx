import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-modal';
import styles from './content.module.css';

interface OrderedListProps<T extends { id: number }> {
  label: string;
  items: T[];
  nameOf: (item: T) => string;
  render: (item: T) => ReactNode;
  disabled: boolean;
  onEdit: (item: T) => void;
  onRemove: (item: T) => void;
  /** The ids in the new order after moving one item up or down. */
  onOrder: (ids: number[]) => void;
}

function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by], next[index]];
  return next;
}

/** FAQ entries or slides in the site's order, each with move up/down, edit and remove. */
export function OrderedList<T extends { id: number }>({
  label,
  items,
  nameOf,
  render,
  disabled,
  onEdit,
  onRemove,
  onOrder,
}: OrderedListProps<T>) {
  const { t } = useTranslation('admin-content');
  const { confirm, dialog } = useConfirm();
  const ids = items.map((item) => item.id);
  const askRemove = async (item: T, name: string) => {
    const question = { title: t('confirmRemoveTitle'), text: t('confirmRemove', { name }), danger: true };
    if (await confirm({ ...question, yes: t('remove'), no: t('cancel') })) onRemove(item);
  };
  return (
    <>
      <ol className={styles.list} aria-label={label}>
        {items.map((item, index) => {
          const name = nameOf(item);
          return (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemText}>{render(item)}</div>
              <div className={styles.actions}>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={disabled || index === 0}
                  aria-label={t('moveUp', { name })}
                  onClick={() => onOrder(moved(ids, index, -1))}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={disabled || index === items.length - 1}
                  aria-label={t('moveDown', { name })}
                  onClick={() => onOrder(moved(ids, index, 1))}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={t('editItem', { name })}
                  onClick={() => onEdit(item)}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  disabled={disabled}
                  aria-label={t('removeItem', { name })}
                  onClick={() => void askRemove(item, name)}
                >
                  {t('remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {dialog}
    </>
  );
}
