import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeBase64 } from '../../../../shared/rules/base64';
import {
  MEMBER_IMPORT,
  type MemberMapping,
  type MemberPreview,
  type MemberVisibility,
} from '../../../../shared/schemas/member-import';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { saveFile } from '../../../lib/save-file';
import { type SheetUpload, useImport, usePreview, useTemplate } from '../api/member-import';
import { ImportHistory } from './import-history';
import { MappingFields } from './mapping-fields';
import styles from './member-import.module.css';
import { PreviewRows } from './preview-rows';
import { VisibilityChoice } from './visibility-choice';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The back office's member import (issue 33 item 1): pick the file, see the preview with the
 * columns guessed (or the last import's), change a column and see it again, then import; the
 * result in words and the imports done, each undoable.
 */
export function MemberImportPanel() {
  const { t } = useTranslation('admin-import');
  const fileId = useId();
  const [file, setFile] = useState<SheetUpload | null>(null);
  const [preview, setPreview] = useState<MemberPreview | null>(null);
  const [mapping, setMapping] = useState<MemberMapping>({});
  const [visibility, setVisibility] = useState<MemberVisibility>('public');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const previewer = usePreview();
  const importer = useImport();
  const template = useTemplate();
  const busy = previewer.isPending || importer.isPending;

  async function show(next: SheetUpload, chosen?: MemberMapping) {
    setProblem(null);
    setResult(null);
    const answer = await previewer.mutateAsync({ file: next, mapping: chosen });
    if (!isOk(answer)) {
      setPreview(null);
      setProblem(refusalText(answer, t('failed')));
      return;
    }
    setPreview(answer.data);
    setMapping(answer.data.mapping);
  }

  async function pick(picked: File) {
    setPreview(null);
    if (picked.size > MEMBER_IMPORT.maxBytes) {
      setFile(null);
      setProblem(t('tooLarge', { file: picked.name }));
      return;
    }
    const next = { name: picked.name, content: encodeBase64(new Uint8Array(await picked.arrayBuffer())) };
    setFile(next);
    await show(next);
  }

  async function confirmImport() {
    if (!file) return;
    const answer = await importer.mutateAsync({ file, mapping, visibility });
    if (!isOk(answer)) {
      setProblem(refusalText(answer, t('failed')));
      return;
    }
    setResult(answer.message);
    toast.success(answer.message);
    setPreview(null);
    setFile(null);
  }

  function downloadTemplate() {
    template.mutate(undefined, {
      onSuccess: (got) => {
        const bytes = Uint8Array.from(atob(got.content), (char) => char.charCodeAt(0));
        saveFile(new Blob([bytes], { type: got.mime }), got.name);
      },
      onError: () => toast.error(t('failed')),
    });
  }

  const writes = preview ? preview.counts.new + preview.counts.updated : 0;
  return (
    <div className={styles.panel}>
      <p>{t('intro')}</p>
      <div className={styles.actions}>
        <span id={`${fileId}-label`} className={styles.legend}>
          {t('file')}
        </span>
        <FilePicker
          id={fileId}
          labelledBy={`${fileId}-label`}
          action={t('choose')}
          picked={file?.name}
          accept={ACCEPT}
          disabled={busy}
          describedBy={`${fileId}-hint`}
          onFiles={([picked]) => picked && pick(picked)}
        />
        <Button variant="secondary" size="small" onClick={downloadTemplate} disabled={template.isPending}>
          {t('template')}
        </Button>
      </div>
      <p id={`${fileId}-hint`}>{t('fileHint')}</p>
      {previewer.isPending && file && <p role="status">{t('reading', { file: file.name })}</p>}
      {importer.isPending && file && (
        <p role="status">
          <progress aria-label={t('importing', { file: file.name })} /> {t('importing', { file: file.name })}
        </p>
      )}
      {problem && (
        <p role="alert" className={styles.problems}>
          {problem}
        </p>
      )}
      {result && (
        <p role="status" className={styles.status}>
          {result}
        </p>
      )}
      {file && preview && (
        <>
          <MappingFields
            columns={preview.columns}
            mapping={mapping}
            disabled={busy}
            onChange={(next) => {
              setMapping(next);
              void show(file, next);
            }}
          />
          <PreviewRows key={`${preview.summary}-${JSON.stringify(mapping)}`} preview={preview} />
          {preview.counts.problem === 0 && writes > 0 && (
            <>
              <VisibilityChoice value={visibility} onChange={setVisibility} />
              <div className={styles.actions}>
                <Button onClick={confirmImport} disabled={busy}>
                  {t('import')}
                </Button>
              </div>
            </>
          )}
        </>
      )}
      <ImportHistory />
    </div>
  );
}
