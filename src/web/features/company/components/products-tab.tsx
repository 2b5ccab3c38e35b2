import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCTS } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import type { OwnProduct } from '../../../../shared/schemas/company-products';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-modal';
import { LoadFailed } from '../../../components/ui/load-failed';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { useDeleteProduct, useOrderProducts, useOwnProducts } from '../api/products';
import { ProductDialog } from './product-dialog';
import styles from './products.module.css';

/** The list with one item moved by one place; the server takes the whole order at once. */
const moved = (items: OwnProduct[], from: number, to: number) => {
  const ids = items.map((p) => p.reqId);
  [ids[from], ids[to]] = [ids[to], ids[from]];
  return ids;
};

/**
 * The owner's products and services (issue 32): the list in the page's order, each moved up or
 * down, edited or removed, and new ones added up to PRODUCTS.perCompany (past it the button gives
 * way to the server's own message, PRD001).
 */
export function ProductsTab() {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const products = useOwnProducts();
  const remove = useDeleteProduct();
  const order = useOrderProducts();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<OwnProduct | 'new' | null>(null);
  const items = products.data ?? [];
  const full = items.length >= PRODUCTS.perCompany;

  const settle = (answer: Awaited<ReturnType<typeof remove.mutateAsync>>) => {
    if (isOk(answer)) toast.success(answer.message);
    else toast.error(refusalText(answer, t('products.failed')));
  };
  const onRemove = async (p: OwnProduct) => {
    const question = {
      title: t('products.removeTitle'),
      text: t('products.removeQuestion', { name: p.namePt }),
      yes: t('products.removeYes'),
      no: t('products.removeNo'),
      danger: true,
    };
    if (await confirm(question)) settle(await remove.mutateAsync({ req_id: p.reqId }));
  };
  const onMove = async (from: number, to: number) =>
    settle(await order.mutateAsync({ req_ids: moved(items, from, to) }));

  if (products.isError)
    return (
      <LoadFailed
        text={t('products.loadFailed')}
        error={products.error}
        onRetry={() => void products.refetch()}
      />
    );
  return (
    <section className={styles.tab} aria-labelledby="products-heading" aria-busy={products.isPending}>
      <h2 id="products-heading">{t('products.tab')}</h2>
      <p>{t('products.intro')}</p>
      <p className={styles.count}>
        {t('products.count', {
          n: formatCount(items.length, lang),
          max: formatCount(PRODUCTS.perCompany, lang),
        })}
      </p>
      {full ? (
        <p role="status">{translate(lang, 'error.PRD001', { max: PRODUCTS.perCompany })}</p>
      ) : (
        <div>
          <Button onClick={() => setEditing('new')}>{t('products.add')}</Button>
        </div>
      )}
      {products.isSuccess && items.length === 0 && <p>{t('products.empty')}</p>}
      <ol className={styles.list}>
        {items.map((p, i) => (
          <li key={p.reqId} className={styles.item}>
            {p.image && (
              <img src={p.image} alt="" width={96} height={64} className={styles.thumb} loading="lazy" />
            )}
            <div className={styles.text}>
              <strong lang="pt-BR">{p.namePt}</strong> <span>({t(`products.kinds.${p.kind}`)})</span>
              <span className={styles.english}>
                {p.nameEn ? (
                  <span lang="en">{t('products.englishToo', { name: p.nameEn })}</span>
                ) : (
                  t('products.noEnglish')
                )}
              </span>
            </div>
            <div className={styles.itemActions}>
              <Button
                variant="secondary"
                disabled={i === 0 || order.isPending}
                onClick={() => void onMove(i, i - 1)}
                aria-label={t('products.moveUp', { name: p.namePt })}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                disabled={i === items.length - 1 || order.isPending}
                onClick={() => void onMove(i, i + 1)}
                aria-label={t('products.moveDown', { name: p.namePt })}
              >
                ↓
              </Button>
              <Button
                variant="secondary"
                onClick={() => setEditing(p)}
                aria-label={t('products.edit', { name: p.namePt })}
              >
                {t('products.editShort')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => void onRemove(p)}
                aria-label={t('products.remove', { name: p.namePt })}
              >
                {t('products.removeShort')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {editing && (
        <ProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {dialog}
    </section>
  );
}
