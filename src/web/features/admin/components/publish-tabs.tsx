import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { PublishCategories } from './publish-categories';
import { PublishMagazines } from './publish-magazines';
import { type RenderMarkdown, TermsEditor } from './terms-editor';

/** The editors' part of the back office: magazines, terms and privacy, categories. */
export function PublishTabs({ renderMarkdown }: { renderMarkdown: RenderMarkdown }) {
  const { t } = useTranslation('admin-publish');
  return (
    <section aria-label={t('heading')}>
      <Tabs
        label={t('tabsLabel')}
        tabs={[
          { id: 'magazines', label: t('tabs.magazines'), panel: <PublishMagazines /> },
          { id: 'terms', label: t('tabs.terms'), panel: <TermsEditor renderMarkdown={renderMarkdown} /> },
          { id: 'categories', label: t('tabs.categories'), panel: <PublishCategories /> },
        ]}
      />
    </section>
  );
}
