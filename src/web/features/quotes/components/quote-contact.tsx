import { useTranslation } from 'react-i18next';
import type { QuoteContact } from '../../../../shared/schemas/quote-outcome';
import styles from './quote-list.module.css';

/**
 * The requester's contact in the chosen company's view (issue 18 item 5); the server sends it to
 * that company only, once its proposal was chosen.
 */
export function QuoteContactCard({ contact }: { contact: QuoteContact }) {
  const { t } = useTranslation('responsiveness');
  return (
    <section aria-labelledby="quote-contact">
      <h3 id="quote-contact">{t('contact.title')}</h3>
      <p>{t('contact.intro')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('contact.name')}</dt>
          <dd>{contact.name}</dd>
        </div>
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contact.cellphone')}</dt>
          <dd>
            <a href={`tel:+55${contact.cellphone.replace(/\D/g, '')}`}>{contact.cellphone}</a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
