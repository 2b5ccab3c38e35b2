import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../../../shared/lang';
import { Field, inputClass } from '../../../components/ui/form-field';
import { useLanguage } from '../../../lib/use-language';
import styles from './account.module.css';

/**
 * The account's language in My data (issue 12 item 7): the one its e-mails are written in, which
 * follows the language the site is used in. Choosing here switches the site, as the footer does.
 */
export function AccountLanguage({ accountLang }: { accountLang: Lang | undefined }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { lang, setLanguage } = useLanguage();
  return (
    <div className={styles.narrow}>
      <Field label={t('profile.accountLanguage')} hint={t('profile.accountLanguageHint')}>
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={accountLang ?? lang}
            onChange={(event) => void setLanguage(event.target.value as Lang)}
          >
            {LANGS.map((option) => (
              <option key={option} value={option} lang={option}>
                {tc(`language.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
