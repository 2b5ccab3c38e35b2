import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { extractYoutubeId, youtubeEmbedUrl } from '../../../../shared/rules/youtube';
import { type AboutFormInput, aboutForm, CONTENT_TEXT } from '../../../../shared/schemas/admin-content';
import { Field, inputClass } from '../../../components/ui/form-field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useContent } from '../api/content';
import styles from './content.module.css';
import { BilingualField, PreviewPair, type Side } from './content-bilingual';
import { PublishBar, usePublish } from './content-publish';

const EMPTY: AboutFormInput = {
  history_pt: '',
  history_en: '',
  history_short_pt: '',
  history_short_en: '',
  video: '',
};

/** About: the history (markdown) and its short version in both languages, and one video. */
export function AboutEditor({ markdown }: { markdown: (text: string) => ReactNode }) {
  const { t } = useTranslation('admin-content');
  const about = useContent('about');
  const publishing = usePublish('about');
  const form = useZodForm(aboutForm, { defaultValues: EMPTY });
  const { reset } = form;
  useEffect(() => {
    if (about.data) reset({ ...about.data, video: about.data.video ?? '' });
  }, [about.data, reset]);
  const values = form.watch();
  const videoId = values.video ? extractYoutubeId(values.video) : null;
  const text = (side: Side) => ({
    history: values[`history_${side}`] ?? '',
    short: values[`history_short_${side}`] ?? '',
  });

  if (about.isPending) return <p>{t('loading')}</p>;
  if (about.isError)
    return <LoadFailed text={t('failed')} error={about.error} onRetry={() => void about.refetch()} />;
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) => publishing.publish(form, 'about/save', body));
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={t('tabs.about')}>
      <BilingualField
        name="history"
        label={t('fields.history')}
        register={form.register}
        errors={errors}
        rows={10}
        maxLength={CONTENT_TEXT.history}
      />
      <BilingualField
        name="history_short"
        label={t('fields.historyShort')}
        register={form.register}
        errors={errors}
        rows={3}
        maxLength={CONTENT_TEXT.historyShort}
      />
      <Field label={t('fields.video')} hint={t('fields.videoHint')} error={errors.video?.message}>
        {(control) => <input {...control} className={inputClass} {...form.register('video')} />}
      </Field>
      <PreviewPair
        complete={(side) => Boolean(text(side).history.trim() && text(side).short.trim())}
        render={(side) => (
          <>
            <p>
              <strong>{text(side).short}</strong>
            </p>
            {markdown(text(side).history)}
            {videoId && (
              <div className={styles.frame}>
                <iframe src={youtubeEmbedUrl(videoId)} title={t('fields.video')} loading="lazy" />
              </div>
            )}
          </>
        )}
      />
      <PublishBar publishing={publishing} />
    </form>
  );
}
