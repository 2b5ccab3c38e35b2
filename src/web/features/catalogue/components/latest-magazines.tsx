import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageSrcSet } from '../../../../shared/image-widths';
import { PAGES } from '../../../../shared/limits';
import { isoDay } from '../../../../shared/rules/date-format';
import { Icon } from '../../../components/ui/icon';
import { LoadFailed } from '../../../components/ui/load-failed';
import { paths } from '../../../lib/paths';
import { useDayTexts } from '../../../lib/use-server-text';
import { useLatestMagazines } from '../api/list-latest-magazines';
import styles from './latest-magazines.module.css';

/** Magazine covers are made 600x800 (3:4). */
const COVER = { width: 600, height: 800 };

/** Home: the four newest editions, each opening its file in a new tab, and a link to /magazines. */
export function LatestMagazines() {
  const { t } = useTranslation('catalogue');
  const magazines = useLatestMagazines();
  const dates = useDayTexts(magazines.data?.map((magazine) => magazine.date) ?? []);
  return (
    <section aria-labelledby="home-magazines">
      <div className={styles.head}>
        <h2 id="home-magazines">{t('magazines.title')}</h2>
        <Link to={paths.magazines} className={styles.all}>
          {t('magazines.all')}
          <Icon name="arrowRight" size={18} />
        </Link>
      </div>
      {magazines.isError ? (
        <LoadFailed text={t('loadFailed')} error={magazines.error} onRetry={() => void magazines.refetch()} />
      ) : magazines.data?.length === 0 ? (
        <p className={styles.empty}>{t('magazines.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-busy={magazines.isPending}>
          {magazines.data
            ? magazines.data.map((magazine, index) => {
                const date = dates[index];
                return (
                  <li key={magazine.reqId}>
                    <a
                      className={styles.card}
                      href={magazine.file}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('magazines.open', { name: magazine.name, date })}
                    >
                      <span className={styles.cover}>
                        {magazine.cover && (
                          <img
                            src={magazine.cover}
                            srcSet={imageSrcSet(magazine.cover, COVER.width)}
                            sizes="(max-width: 48.75rem) 50vw, 16rem"
                            alt={t('magazines.coverAlt', { name: magazine.name })}
                            width={COVER.width}
                            height={COVER.height}
                            loading="lazy"
                            decoding="async"
                          />
                        )}
                      </span>
                      {/* The space keeps name and date apart in the visible text the label must contain. */}
                      <span className={styles.name}>{magazine.name}</span>{' '}
                      <time className={styles.date} dateTime={isoDay(magazine.date)}>
                        {date}
                      </time>
                    </a>
                  </li>
                );
              })
            : Array.from({ length: PAGES.homeMagazines }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
                <li key={i} aria-hidden="true">
                  <span className={styles.cover} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
