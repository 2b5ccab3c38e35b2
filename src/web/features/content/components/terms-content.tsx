import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import type { TermName } from '../../../lib/paths';
import { useDayTexts } from '../../../lib/use-server-text';
import { useTerms } from '../api/get-terms';
import { ContentLoading } from './content-status';
import { SafeMarkdown } from './safe-markdown';
import styles from './terms-content.module.css';

/**
 * The terms text as safe markdown; its headings sit under the page's own <h1>, and a title heading
 * opening the text is left out as the page already shows it. Above it, the date the current version
 * was published, so a reader can tell whether it changed since they accepted it.
 */
export function TermsContent({ name }: { name: TermName }) {
  const { t } = useTranslation('content');
  const terms = useTerms(name);
  const [published] = useDayTexts(terms.data?.publishedAt ? [terms.data.publishedAt] : []);
  if (terms.isPending) return <ContentLoading />;
  if (terms.isError)
    return <LoadFailed text={t('status.failed')} error={terms.error} onRetry={() => void terms.refetch()} />;
  return (
    <article className={styles.terms}>
      {terms.data.publishedAt && (
        <p className={styles.published}>
          {t('terms.published')} <time dateTime={terms.data.publishedAt}>{published}</time>
        </p>
      )}
      <SafeMarkdown headingOffset={1} dropLeadingTitle>
        {terms.data.terms}
      </SafeMarkdown>
    </article>
  );
}
