import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { encodeBase64 } from '../../../../shared/rules/base64';
import { detectFileKind } from '../../../../shared/rules/files';
import { CERTIFICATIONS } from '../../../../shared/schemas/company-certifications';
import { FilePicker } from '../../../components/ui/file-picker';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { useLanguage } from '../../../lib/use-language';

export interface PickedPdf {
  name: string;
  base64: string;
}

/**
 * The certificate's PDF, checked in the browser as the server will (a PDF by its bytes, 3 MB at
 * most), so a wrong file is named before anything is sent; `error` is the server's refusal.
 */
export function CertificatePdfField({
  picked,
  onPick,
  error,
}: {
  picked: PickedPdf | null;
  onPick: (pdf: PickedPdf | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {t('certifications.fields.pdf')}
      </span>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('certifications.pdfHint')}
      </p>
      <FilePicker
        id={id}
        labelledBy={`${id}-label`}
        action={t('certifications.pdfChoose')}
        picked={picked?.name}
        accept="application/pdf,.pdf"
        invalid={Boolean(shown)}
        describedBy={shown ? `${id}-hint ${id}-error` : `${id}-hint`}
        onFiles={async ([file]) => {
          const bytes = new Uint8Array(await file.arrayBuffer());
          const refused =
            detectFileKind(bytes) !== 'pdf'
              ? translate(lang, 'v.notPdfNamed', { name: file.name })
              : bytes.length > CERTIFICATIONS.pdfBytes
                ? translate(lang, 'v.fileSizeNamed', { name: file.name })
                : null;
          setProblem(refused);
          onPick(refused ? null : { name: file.name, base64: encodeBase64(bytes) });
        }}
      />
      {shown && (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
