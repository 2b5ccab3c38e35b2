import type { TermName } from '../../../lib/paths';
import { useTerms } from '../api/get-terms';
import { ContentFailed, ContentLoading } from './content-status';
import { SafeMarkdown } from './safe-markdown';
import styles from './terms-content.module.css';

/**
 * The terms text as safe markdown; its headings sit under the page's own <h1>, and a title heading
 * opening the text is left out as the page already shows it.
 */
export function TermsContent({ name }: { name: TermName }) {
  const terms = useTerms(name);
  if (terms.isPending) return <ContentLoading />;
  if (terms.isError) return <ContentFailed error={terms.error} onRetry={() => void terms.refetch()} />;
  return (
    <article className={styles.terms}>
      <SafeMarkdown headingOffset={1} dropLeadingTitle>
        {terms.data}
      </SafeMarkdown>
    </article>
  );
}
