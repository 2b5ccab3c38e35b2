import { useTranslation } from 'react-i18next';
import { extractYoutubeId, youtubeEmbedUrl } from '../../../../shared/rules/youtube';
import { EmbedFrame } from '../../../components/ui/embed-frame';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useAbout } from '../api/get-about';
import styles from './about-content.module.css';
import { ContentLoading } from './content-status';
import { SafeMarkdown } from './safe-markdown';

/** The association's history (markdown paragraphs) and, when there is one, its YouTube video. */
export function AboutContent() {
  const { t } = useTranslation('content');
  const about = useAbout();
  if (about.isPending) return <ContentLoading />;
  if (about.isError)
    return <LoadFailed text={t('status.failed')} error={about.error} onRetry={() => void about.refetch()} />;

  const videoId = about.data.video ? extractYoutubeId(about.data.video) : null;
  return (
    <div className={styles.about}>
      <section aria-labelledby="about-history" className={styles.history}>
        <h2 id="about-history">{t('about.historyTitle')}</h2>
        <SafeMarkdown headingOffset={2}>{about.data.history}</SafeMarkdown>
      </section>
      {videoId && (
        <section aria-labelledby="about-video" className={styles.video}>
          <h2 id="about-video">{t('about.videoTitle')}</h2>
          <div className={styles.frame}>
            <EmbedFrame
              src={youtubeEmbedUrl(videoId)}
              title={t('about.videoFrame')}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          </div>
        </section>
      )}
    </div>
  );
}
