import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeBase64 } from '../../../../shared/rules/base64';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import { SHARE } from '../../../../shared/schemas/quote-share';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { saveFile } from '../../../lib/save-file';
import { useLanguage } from '../../../lib/use-language';
import {
  type CompareFormat,
  useCompareExport,
  useCreateShareLink,
  useRevokeShareLink,
  useShareLinks,
} from '../api/quote-share';
import styles from './quote-share-panel.module.css';

/**
 * Issue 34 item 5, "take it to the boss": the owner saves the comparison as a spreadsheet or a PDF, or makes
 * a read-only link (its URL shown once, to copy) and revokes the live ones.
 */
export function QuoteSharePanel({ reqId }: { reqId: string }) {
  const { t } = useTranslation('quote-compare');
  const { lang } = useLanguage();
  const exporter = useCompareExport();
  const links = useShareLinks(reqId);
  const create = useCreateShareLink(reqId);
  const revoke = useRevokeShareLink(reqId);
  const [url, setUrl] = useState<string | null>(null);
  const fail = (fallback: string) => (error: Error) => toast.error(error.message || fallback);

  const download = (format: CompareFormat) =>
    exporter.mutate(
      { reqId, format },
      {
        onSuccess: (file) => {
          const bytes = decodeBase64(file.content);
          if (!bytes) return void toast.error(t('share.downloadFailed'));
          saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: file.mime }), file.name);
        },
        onError: fail(t('share.downloadFailed')),
      },
    );
  const copy = (text: string) =>
    navigator.clipboard
      .writeText(text)
      .then(() => toast.success(t('share.copied')))
      .catch(() => toast.error(t('share.copyFailed')));
  const live = links.data ?? [];

  return (
    <section className={styles.panel} aria-labelledby="quote-share-heading">
      <h3 id="quote-share-heading">{t('share.heading')}</h3>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          disabled={exporter.isPending}
          onClick={() => download('xlsx')}
        >
          {t('share.download')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={exporter.isPending}
          onClick={() => download('pdf')}
        >
          {t('share.downloadPdf')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={create.isPending || live.length >= SHARE.liveLinks}
          onClick={() =>
            create.mutate(undefined, { onSuccess: (link) => setUrl(link.url), onError: fail('') })
          }
        >
          {t('share.create')}
        </Button>
      </div>
      <p className={styles.note}>{t('share.about', { count: SHARE.days })}</p>
      {url && (
        <div className={styles.newLink}>
          <label htmlFor="quote-share-url">{t('share.newLink')}</label>
          <div className={styles.copyRow}>
            <input
              id="quote-share-url"
              className={styles.url}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button size="small" onClick={() => void copy(url)}>
              {t('share.copy')}
            </Button>
          </div>
        </div>
      )}
      {links.isSuccess && (
        <>
          <p className={styles.note}>{t('share.live', { count: live.length })}</p>
          {live.length > 0 && (
            <ul className={styles.links}>
              {live.map((link) => {
                const created = formatDateTime(link.createdAt, lang);
                return (
                  <li key={link.reqId} className={styles.link}>
                    <span>
                      {t('share.linkLine', { created, expires: formatDateTime(link.expiresAt, lang) })}
                    </span>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t('share.revokeLabel', { created })}
                      disabled={revoke.isPending}
                      onClick={() =>
                        revoke.mutate(link.reqId, {
                          onSuccess: () => toast.success(t('share.revoked')),
                          onError: fail(''),
                        })
                      }
                    >
                      {t('share.revoke')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
