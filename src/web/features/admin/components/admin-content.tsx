import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { AboutEditor } from './content-about-editor';
import { BannerEditor } from './content-banner-editor';
import { ContactEditor } from './content-contact-editor';
import { FaqEditor } from './content-faq-editor';
import { SlidesEditor } from './content-slides-editor';

/**
 * The site's content for editors (and admins), one tab per part. `markdown` renders association
 * markdown the way the public pages do; the page passes it in, since features do not import each other.
 */
export function AdminContent({ markdown }: { markdown: (text: string) => ReactNode }) {
  const { t } = useTranslation('admin-content');
  return (
    <section aria-label={t('title')}>
      <Tabs
        label={t('tabsLabel')}
        tabs={[
          { id: 'slides', label: t('tabs.slides'), panel: <SlidesEditor /> },
          { id: 'banner', label: t('tabs.banner'), panel: <BannerEditor /> },
          { id: 'about', label: t('tabs.about'), panel: <AboutEditor markdown={markdown} /> },
          { id: 'contact', label: t('tabs.contact'), panel: <ContactEditor /> },
          { id: 'faq', label: t('tabs.faq'), panel: <FaqEditor markdown={markdown} /> },
        ]}
      />
    </section>
  );
}
