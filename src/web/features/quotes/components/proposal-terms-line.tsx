import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import { formatMoney } from '../../../../shared/rules/money';
import type { ProposalTerms } from '../../../../shared/schemas/quote-proposal-terms';
import { useLanguage } from '../../../lib/use-language';
import styles from './quote-list.module.css';

/**
 * A proposal's terms in one line of the history (price · delivery · validity), so an earlier
 * proposal can be told from the one that replaced it; nothing when the company gave none.
 */
export function ProposalTermsLine({ terms }: { terms?: ProposalTerms }) {
  const { t } = useTranslation('quote-compare');
  const { lang } = useLanguage();
  if (!terms) return null;
  const parts = [
    terms.priceCents !== null && `${t('col.price')}: ${formatMoney(terms.priceCents / 100, lang)}`,
    terms.deliveryDays !== null && `${t('col.delivery')}: ${t('days', { count: terms.deliveryDays })}`,
    terms.validUntil !== null && `${t('col.validUntil')}: ${formatDate(terms.validUntil, lang)}`,
    terms.paymentTerms !== null && `${t('col.paymentTerms')}: ${terms.paymentTerms}`,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  return <p className={styles.meta}>{parts.join(' · ')}</p>;
}
