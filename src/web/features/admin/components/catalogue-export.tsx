import { useTranslation } from 'react-i18next';
import { decodeBase64 } from '../../../../shared/rules/base64';
import { EXPORT_FORMATS } from '../../../../shared/schemas/catalogue-export';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { saveFile } from '../../../lib/save-file';
import { useCatalogueExport } from '../api/admin';
import styles from './admin.module.css';

/** Saves the whole catalogue (issue 33 item 5) as a spreadsheet or a CSV, in the page's language. */
export function CatalogueExport() {
  const { t } = useTranslation('admin');
  const exporter = useCatalogueExport();
  const save = (format: (typeof EXPORT_FORMATS)[number]) =>
    exporter.mutate(
      { format },
      {
        onSuccess: (file) => {
          const bytes = decodeBase64(file.content);
          if (!bytes) return void toast.error(t('companies.exportFailed'));
          saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: file.mime }), file.name);
        },
        onError: (error) => toast.error(error.message || t('companies.exportFailed')),
      },
    );
  return (
    <div className={styles.exportRow}>
      <span>{t('companies.export')}</span>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="small"
          disabled={exporter.isPending}
          onClick={() => save(format)}
        >
          {t(`companies.exportAs.${format}`)}
        </Button>
      ))}
    </div>
  );
}
