import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSlide } from '../../../../shared/schemas/admin-content';
import { Button } from '../../../components/ui/button';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useContent } from '../api/content';
import styles from './content.module.css';
import { OrderedList } from './content-ordered-list';
import { usePublish } from './content-publish';
import { SlideForm } from './content-slide-form';

/** Home slides: add, edit (images, texts, link, on/off), reorder and remove. */
export function SlidesEditor() {
  const { t } = useTranslation('admin-content');
  const slides = useContent('slides');
  const publishing = usePublish('slides');
  const [editing, setEditing] = useState<AdminSlide | 'new' | null>(null);

  if (slides.isPending) return <p>{t('loading')}</p>;
  if (slides.isError)
    return <LoadFailed text={t('failed')} error={slides.error} onRetry={() => void slides.refetch()} />;
  return (
    <div>
      {editing ? (
        <SlideForm
          key={editing === 'new' ? 'new' : editing.id}
          slide={editing === 'new' ? null : editing}
          publishing={publishing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <>
          <Button onClick={() => setEditing('new')}>{t('slides.add')}</Button>
          <FormFeedback
            feedback={publishing.feedback.feedback}
            sending={publishing.sending}
            sendingText={t('saving')}
          />
        </>
      )}
      {slides.data.length === 0 && <p>{t('slides.empty')}</p>}
      <OrderedList
        label={t('slides.list')}
        items={slides.data}
        nameOf={(slide) => slide.title_pt}
        disabled={publishing.sending}
        render={(slide) => (
          <>
            {(slide.desktop ?? slide.mobile) && (
              <img
                className={styles.thumb}
                src={slide.desktop ?? slide.mobile ?? ''}
                alt=""
                width={144}
                height={50}
              />
            )}
            <strong lang="pt-BR">{slide.title_pt}</strong>
            <div className={styles.muted}>
              <span lang="en">{slide.title_en}</span> · {t(slide.active ? 'on' : 'off')}
            </div>
          </>
        )}
        onEdit={setEditing}
        onRemove={(slide) =>
          void publishing.publish(null, 'slides/remove', { id: slide.id }, { success: t('removed') })
        }
        onOrder={(ids) => void publishing.publish(null, 'slides/order', { ids }, { success: t('reordered') })}
      />
    </div>
  );
}
