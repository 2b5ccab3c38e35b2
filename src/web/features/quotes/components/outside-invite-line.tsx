import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import { slugify } from '../../../../shared/rules/slug';
import type { OutsideInvite } from '../../../../shared/schemas/quote-outside';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';

/**
 * One invitation in the buyer's list: its state and link, or (decision 0048) the catalogue company
 * it reached once that company listed with the address, linked to the company's page.
 */
export function OutsideInviteLine({ row }: { row: OutsideInvite }) {
  const { t } = useTranslation('quote-compare');
  const { lang } = useLanguage();
  const who = row.name ? `${row.name} <${row.email}>` : row.email;
  if (row.company) {
    return (
      <span>
        {t('outside.linked', { who })}{' '}
        <Link to={paths.company(row.company.reqId, slugify(row.company.name) || 'company')}>
          {row.company.name}
        </Link>
        {row.proposed ? ` ${t('outside.proposed')}` : ''}
      </span>
    );
  }
  return (
    <span>
      {t('outside.line', {
        who,
        state: t(`outside.states.${row.state}`),
        expires: formatDateTime(row.expiresAt, lang),
      })}
      {row.proposed ? ` ${t('outside.proposed')}` : ''}
    </span>
  );
}
