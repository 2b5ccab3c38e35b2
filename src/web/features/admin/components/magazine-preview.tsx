import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../shared/lang';
import { formatDate } from '../../../../shared/rules/date-format';
import styles from './publish.module.css';

const LANGS: readonly Lang[] = ['pt-BR', 'en'];

/** How the magazine's card reads on the public page, in each language; an empty name says so. */
export function MagazinePreview(props: {
  namePt: string;
  nameEn: string;
  date: string;
  cover: string | null;
}) {
  const { t } = useTranslation('admin-publish');
  return (
    <section className={styles.preview} aria-label={t('preview')}>
      <p className={styles.previewTitle}>{t('preview')}</p>
      <div className={styles.pair}>
        {LANGS.map((lang) => {
          const name = lang === 'en' ? props.nameEn : props.namePt;
          return (
            <div key={lang} className={styles.card} lang={lang}>
              <span className={styles.muted}>{t(lang === 'en' ? 'english' : 'portuguese')}</span>
              {props.cover ? (
                <img src={props.cover} alt="" />
              ) : (
                <span className={styles.muted}>{t('magazines.noCover')}</span>
              )}
              <strong>{name.trim() || t('missing')}</strong>
              {props.date && <span className={styles.muted}>{formatDate(props.date, lang)}</span>}
            </div>
          );
        })}
      </div>
    </section>
  );
}
