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
  /** The ids in the new order after moving one item: one call, so one publish and one audit entry. */
  onOrder: (ids: number[]) => void;
}

type Move = 'top' | 'up' | 'down' | 'bottom';

/** `ids` with the one at `index` moved one step, or all the way to the top or the bottom. */
export function moved(ids: readonly number[], index: number, move: Move): number[] {
  const id = ids[index] as number;
  const rest = ids.filter((_, n) => n !== index);
  const to = { top: 0, up: index - 1, down: index + 1, bottom: rest.length }[move];
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

const MOVES: { move: Move; symbol: string; label: 'moveTop' | 'moveUp' | 'moveDown' | 'moveBottom' }[] = [
  { move: 'top', symbol: '⤒', label: 'moveTop' },
  { move: 'up', symbol: '↑', label: 'moveUp' },
  { move: 'down', symbol: '↓', label: 'moveDown' },
  { move: 'bottom', symbol: '⤓', label: 'moveBottom' },
];

/** FAQ entries or slides in the site's order, each with move to the top/up/down/to the bottom, edit and remove. */
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
                {MOVES.map(({ move, symbol, label }) => (
                  <Button
                    key={move}
                    size="small"
                    variant="secondary"
                    disabled={
                      disabled || (move === 'top' || move === 'up' ? index === 0 : index === items.length - 1)
                    }
                    aria-label={t(label, { name })}
                    title={t(label, { name })}
                    onClick={() => onOrder(moved(ids, index, move))}
                  >
                    {symbol}
                  </Button>
                ))}
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
